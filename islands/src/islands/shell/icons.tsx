// The site shell's icons: Lucide names, drawn from the sprite (../icons).

import { Icon as SpriteIcon } from '../icons';



export interface IconProps {
  /** A Lucide icon name: the content's, or one in src/interface-icons.json. */
  name: string;
  className?: string;
}

export function Icon({ name, className }: IconProps) {
  return <SpriteIcon name={name} className={className ? `shell-icon ${className}` : 'shell-icon'} />;
}

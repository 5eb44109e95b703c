// The widget's icons: Lucide names (in src/interface-icons.json), drawn
// from the sprite (../icons). The button that holds one carries the
// accessible name.

import { Icon as SpriteIcon } from '../icons';



export type IconName = 'info' | 'calculator' | 'share-2' | 'code' | 'x' | 'chevron-right' | 'chevron-left' | 'layout-grid';

export function Icon({ name }: { name: IconName }) {
  return <SpriteIcon name={name} className="widget-icon" />;
}

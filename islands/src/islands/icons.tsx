// Icons drawn from the site's sprite: the generator writes one SVG of
// exactly the Lucide icons the site uses (src/interface-icons.json lists
// those the islands name themselves) under a hashed name, and tells each
// island that draws icons where it is (its `icons` prop). So no path data
// is in any script, and the sprite is fetched once and cached.
// Decorative: hidden from assistive technology; the control that holds one
// carries the accessible name. The sprite's symbols carry the stroke and
// fill (generator/src/icons.rs), so each icon here is only a reference.

import { createContext, useContext, type ReactNode } from 'react';

/** The sprite's URL (`/assets/icons-<hash>.svg`); an island provides it from its props. */
export const IconSprite = createContext('');

export interface IconProps {
  /** A Lucide icon name that is in the sprite. */
  name: string;
  className: string;
}

export function Icon({ name, className }: IconProps) {
  const sprite = useContext(IconSprite);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** An island that draws icons, given the sprite's URL by its `icons` prop. */
export function withIconSprite<P extends { icons: string }>(Island: (props: P) => ReactNode): (props: P) => ReactNode {
  function WithIconSprite(props: P) {
    return (
      <IconSprite.Provider value={props.icons}>
        <Island {...props} />
      </IconSprite.Provider>
    );
  }
  return WithIconSprite;
}

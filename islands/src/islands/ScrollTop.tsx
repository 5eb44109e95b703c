// The round scroll-to-top button: shown once the page is
// scrolled more than 300 px; smooth unless the visitor prefers reduced
// motion. Bottom left: the calculator widget has the bottom right.

import { useEffect, useRef, useState } from 'react';
import type { ScrollTopProps } from '../lib/shell-props';
import { Icon } from './shell/icons';
import { withIconSprite } from './icons';
import { focusMain } from './shell/focus';

export const SCROLL_THRESHOLD = 300;

function ScrollTop({ label }: ScrollTopProps) {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_THRESHOLD);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  function toTop() {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The button disappears at the top: keyboard focus goes to the content.
    if (document.activeElement === button.current) focusMain();
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <button ref={button} type="button" className="shell-scroll-top" hidden={!visible} onClick={toTop}>
      <Icon name="arrow-up" />
      <span className="shell-sr">{label}</span>
    </button>
  );
}

export default withIconSprite(ScrollTop);

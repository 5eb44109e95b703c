// The round scroll-to-top button: shown once the page is
// scrolled more than 300 px; smooth unless the visitor prefers reduced
// motion. Bottom left: the calculator widget has the bottom right. On a
// phone the page's text and controls fill the width, so anything read or
// tapped there passes under it ("Copy results", a table's caption): there
// it shows only while the page is scrolled back up, the way to the top,
// and goes while one reads on down.

import { useEffect, useRef, useState } from 'react';
import type { ScrollTopProps } from '../lib/shell-props';
import { Icon } from './shell/icons';
import { withIconSprite } from './icons';
import { focusMain } from './shell/focus';

export const SCROLL_THRESHOLD = 300;
/** Where the content fills the width (calculator.css's one column). */
const NARROW = '(max-width: 767.98px)';

function ScrollTop({ label }: ScrollTopProps) {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    let lastY = window.scrollY;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      const narrow = typeof matchMedia === 'function' && matchMedia(NARROW).matches;
      // Narrow, a scroll down hides it, a scroll up shows it; still, it stays as it was.
      if (y <= SCROLL_THRESHOLD) setVisible(false);
      else if (!narrow || y < lastY) setVisible(true);
      else if (y > lastY) setVisible(false);
      lastY = y;
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

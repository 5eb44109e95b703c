// A box that scrolls sideways when its math is wider than the screen: it
// takes keyboard focus only then, so keyboard users can scroll it too
// (and only then is it one more Tab stop).

import { useLayoutEffect, useRef, type ReactNode } from 'react';

export function ScrollBox({ as: Tag = 'span', className, children }: { as?: 'span' | 'p'; className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    };
    check();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  });
  return (
    <Tag ref={ref as never} className={className}>
      {children}
    </Tag>
  );
}

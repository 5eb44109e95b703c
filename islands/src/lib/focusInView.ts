// A focused element is never left under what is fixed over the page (WCAG
// 2.2 2.4.11): the header at the top, the scroll-to-top and tools buttons
// in the bottom corners. html's scroll-padding (shell.css) keeps them clear
// when the browser scrolls a focused element into view, but the browser
// scrolls only an element that is out of view: one partly under a button
// stays there. This moves such an element into the clear part of the view.

/** Whether `el` sits in something fixed or sticky (the header, the widget): it moves with the view. */
function pinned(el: Element): boolean {
  for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
    const position = getComputedStyle(e).position;
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

export function keepFocusInView(): void {
  document.addEventListener('focusin', (event) => {
    const el = event.target;
    if (!(el instanceof Element) || el === document.body) return;
    const html = getComputedStyle(document.documentElement);
    const top = parseFloat(html.scrollPaddingTop) || 0;
    const bottom = window.innerHeight - (parseFloat(html.scrollPaddingBottom) || 0);
    const r = el.getBoundingClientRect();
    const partlyCovered = (r.top < top && r.bottom > 0) || (r.bottom > bottom && r.top < window.innerHeight);
    // 'nearest' honours the scroll padding: the element ends just clear of it.
    if (partlyCovered && !pinned(el)) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
}

// A panel takes focus when it opens, so the keyboard (and a screen reader)
// continues inside it.

import { useEffect, type RefObject } from 'react';

export function usePanelFocus(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    panel.current?.focus();
  }, [panel]);
}

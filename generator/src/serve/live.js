// Added by `calcula serve` only (never in dist/): reloads the page after a
// rebuild, and shows a failed build's error over the page until it is fixed.
(() => {
  'use strict';
  const OVERLAY_ID = 'calcula-live-error';

  /** The stale page under the overlay: out of reach while it is shown. */
  function setPageInert(inert, overlay) {
    for (const el of document.body.children) {
      if (el !== overlay) el.inert = inert;
    }
  }

  function hide(overlay) {
    overlay.hidden = true;
    setPageInert(false, overlay);
  }

  function showError(message) {
    let overlay = document.getElementById(OVERLAY_ID);
    if (!overlay) {
      const style = document.createElement('link');
      style.rel = 'stylesheet';
      style.href = '/__calcula/live.css';
      document.head.append(style);
      overlay = document.createElement('div');
      overlay.id = OVERLAY_ID;
      overlay.setAttribute('role', 'alertdialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
      overlay.setAttribute('aria-describedby', `${OVERLAY_ID}-message`);
      overlay.tabIndex = -1;
      const title = document.createElement('h2');
      title.id = `${OVERLAY_ID}-title`;
      title.textContent = 'The content has an error; this page is out of date';
      const text = document.createElement('pre');
      text.id = `${OVERLAY_ID}-message`;
      const note = document.createElement('p');
      note.textContent = 'Fix the file and save: the page reloads by itself.';
      const close = document.createElement('button');
      close.type = 'button';
      close.textContent = 'Show the out-of-date page';
      close.addEventListener('click', () => hide(overlay));
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') hide(overlay);
      });
      overlay.append(title, text, note, close);
      document.body.append(overlay);
    }
    overlay.hidden = false;
    setPageInert(true, overlay);
    // textContent, never innerHTML: the message quotes the content as typed.
    overlay.querySelector('pre').textContent = message;
    overlay.focus();
  }

  function listen() {
    const events = new EventSource('/__calcula/events');
    events.addEventListener('reload', () => location.reload());
    events.addEventListener('error', (event) => {
      // A dropped connection is also an 'error' event, without data: the
      // EventSource reconnects by itself.
      if (typeof event.data === 'string') showError(event.data);
    });
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', listen);
  } else {
    listen();
  }
})();

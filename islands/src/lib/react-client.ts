// What the loader needs from React, as one ES module that lives in the React
// chunk (see vite.config.ts): the CommonJS interop for React then stays in
// that chunk too, instead of in the loader, so the React chunk never imports
// the loader and its hash survives deploys.
export { createElement, useEffect } from 'react';
export { hydrateRoot } from 'react-dom/client';

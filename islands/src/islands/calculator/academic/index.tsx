// Every academic part at once, for the server render (src/ssr.tsx) and the
// tests; the browser loads ./outputs, ./fields and ./Summary separately
// (./lazy.tsx).

export * from './outputs';
export * from './fields';
export * from './Summary';

// Modules Vite plugins write at build time (vite.config.ts).

declare module 'virtual:zone-names' {
  const data: import('./lib/zoneNames').ZoneNames;
  export default data;
}

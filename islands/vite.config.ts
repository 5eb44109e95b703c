import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { zoneNamesPlugin } from './vite-plugins/zone-names.ts';

// Two builds share this file: the client build (the generator reads its
// manifest to link hashed assets) and `vite build --ssr src/ssr.tsx`, the
// Node bundle the generator calls once per site build to render islands.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), zoneNamesPlugin(fileURLToPath(new URL('../locales', import.meta.url)))],
  // The hash generator's file worker imports the hash module's glue: an ES
  // module worker (`new Worker(url, { type: 'module' })`).
  worker: { format: 'es' },
  // The EFF wordlist is served as it is from calc-wasm, which compiles it in
  // natively (src/lib/data.ts); the dev server and vitest may read it there.
  server: { fs: { allow: ['.', '../calc-wasm/calculators/utility/src/data'] } },
  build: isSsrBuild
    ? {
        // render.mjs imports ssr-build/ssr.js; React stays external and is
        // loaded from node_modules.
        outDir: 'ssr-build',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        minify: false,
      }
    : {
        outDir: 'build',
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: true,
        // The .wasm must stay a separate, cacheable, streamable file.
        assetsInlineLimit: 0,
        target: 'es2022',
        // Pages are written by the generator, not from an index.html, and
        // every browser we support has modulepreload.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: 'src/main.ts',
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
            codeSplitting: {
              groups: [
                // React changes far less often than our code: one chunk,
                // cached across deploys. src/lib/react-client.ts joins it so
                // that the loader has no CommonJS interop of its own (see
                // that file).
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]react-client\.ts$/,
                },
                // Small modules every calculator page loads with the shell
                // (menus, focus, icons, limits, the plain share reader): one
                // chunk compresses better than eight, each with its own
                // wrapper and imports. Not storage: the loader reads it.
                {
                  name: 'shared',
                  test: /src[\\/](lib[\\/](limits|menu|spec|share)\.ts|islands[\\/]shell[\\/](focus\.ts|icons\.tsx)|islands[\\/]icons\.tsx)$/,
                },
              ],
            },
          },
        },
      },
}));

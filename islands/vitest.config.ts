import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // tests/e2e/ holds the browser tests, run by node's own runner.
      include: ['tests/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['tests/setup-wasm.ts', 'tests/setup-parts.ts'],
      // A hang bound, not a speed goal: `make test` runs vitest beside the
      // Rust tests and the browser tests, and a test waiting for the
      // cores must not fail for it (make bench times what matters).
      testTimeout: 30_000,
    },
  }),
);

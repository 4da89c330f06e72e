import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@paddock/source', ...defaultClientConditions] },
  test: {
    environment: 'node',
    include: ['{app,server,vite}/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../tools/testing/async-waits.ts', './vitest.setup.ts'],
    // Room on a busy machine (two cores shared by CI jobs), above the 10 s that findBy* and waitFor
    // may wait (tools/testing/async-waits.ts): a slow test still passes, a stuck one fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

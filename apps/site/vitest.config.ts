import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { pageMessages } from './vite/page-messages.ts';
import { pageStyles } from './vite/page-styles.ts';

export default defineConfig({
  // The server entry reads the build's stylesheets and the pages' message ids (none here).
  plugins: [pageStyles(), pageMessages()],
  resolve: { conditions: ['@paddock/source', ...defaultClientConditions] },
  // The tests run in Node: workspace packages resolve to their source there too, never to a dist/
  // that may not be built yet.
  ssr: { resolve: { conditions: ['@paddock/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['{app,server,vite}/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../tools/testing/unit-setup.ts', './vitest.setup.ts'],
    // Room on a busy machine (two cores shared by CI jobs), above the 10 s that findBy* and waitFor
    // may wait (tools/testing/unit-setup.ts): a slow test still passes, a stuck one fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

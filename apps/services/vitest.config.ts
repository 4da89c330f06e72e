import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@paddock/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@paddock/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // Each spec file opens its own in-memory database (PGlite starts in a few seconds).
    testTimeout: 30_000,
    // On a shared PostgreSQL (TEST_DATABASE_URL), one spec file at a time.
    fileParallelism: !process.env['TEST_DATABASE_URL'],
    hookTimeout: 60_000,
  },
});

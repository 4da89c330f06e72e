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
    // Each file's beforeAll starts the services on a fresh database and seeds it: a few seconds when
    // idle, more than 60 s seen on a busy two-core machine with the files side by side.
    hookTimeout: 180_000,
  },
});

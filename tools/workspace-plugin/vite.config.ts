import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Linting through the project graph takes a few seconds on a cold start.
  test: { environment: 'node', include: ['src/**/*.spec.ts'], testTimeout: 60_000 },
});

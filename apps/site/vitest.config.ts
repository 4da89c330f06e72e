import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@paddock/source', ...defaultClientConditions] },
  test: {
    environment: 'node',
    include: ['{app,server,vite}/**/*.spec.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});

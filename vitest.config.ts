/**
 * Every story of .storybook/main.ts as a test in Chromium: it renders, its play function runs, then axe
 * checks it (`parameters.a11y.test = 'error'` in .storybook/preview.tsx fails the test on a violation).
 * Run with `npm run storybook:test`, or from the Storybook sidebar. (Each lib's unit tests have their
 * own vite.config.ts.)
 */
import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tools/testing/chromium.ts';

export default defineConfig({
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

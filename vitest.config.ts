/**
 * Every story of .storybook/main.ts as a test in Chromium: it renders, its play function runs, then axe
 * checks it (`parameters.a11y.test = 'error'` in .storybook/preview.tsx fails the test on a violation).
 * Run with `npm run storybook:test`, or from the Storybook sidebar. (Each lib's unit tests have their
 * own vite.config.ts.)
 *
 * Vite's dependency cache of this run is node_modules/.cache/storybook/<version>/<hash>/sb-vitest
 * (the Storybook plugin's `cacheDir`), not node_modules/.vite: delete that for a cold run.
 */
import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tools/testing/chromium.ts';

/**
 * Every third-party module the stories, the libs' sources and .storybook/preview.tsx import in the
 * browser, pre-bundled before the first test runs. A bare import Vite meets only once the tests run
 * (one its scan missed, or one added to a lib since the cached bundle was made: Vite does not scan
 * again while its cache holds) makes it bundle again and reload the page, and a reload in the middle
 * of the run closes Vitest's connection to the browser ("Browser connection was closed while running
 * tests"). A lib that imports a new package, or a new entry point of one, adds it here.
 */
const browserDependencies = [
  '@lingui/core',
  '@lingui/react',
  // Through the libs' `testing` entry points (renderInLocale, renderWithAccount).
  '@testing-library/react',
  'jotai',
  'ky',
  'react',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'storybook/test',
  'zod',
  'zod/mini',
];

export default defineConfig({
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  optimizeDeps: {
    // Besides the story files and the preview (scanned already), every browser-side source of the
    // libs, so that an import reached only at run time (a lazy block, a modal) is found too. Unit
    // tests, their setup and helpers in Node (api-clients' msw server) and the server-only code (Node
    // packages) stay out.
    entries: [
      'libs/*/src/**/*.{ts,tsx}',
      '!libs/*/src/**/*.spec.{ts,tsx}',
      '!libs/*/src/test-setup.ts',
      '!libs/api-clients/src/testing/**',
      '!libs/*/src/server/**',
    ],
    include: browserDependencies,
  },
  test: {
    name: 'storybook',
    // Every story file in one page, one after the other, rather than each in a fresh iframe that loads
    // the preview, React, the libs and axe again (as in Storybook itself, where moving from story to
    // story does not reload either). On two cores this is most of the run's time.
    isolate: false,
    // One page at a time (the default on two cores, pinned for bigger machines): with two pages side by
    // side the whole run took 100-107 s against 112 s, and two of three runs lost a modal dialog
    // (login-modal > Empty, stands-modal > Add To Cart: "Unable to find role=dialog").
    maxWorkers: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

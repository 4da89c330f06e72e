import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/testing/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 3300);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The server's own behaviour does not depend on the device: checked once, on desktop.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testIgnore: /server\.spec\.ts/,
    },
  ],
  // The built site, started by the test run itself (Nx builds it first: `nx run @paddock/site-e2e:e2e`).
  webServer: {
    command: 'node server.js',
    cwd: '../site',
    url: baseURL,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'pipe',
  },
});

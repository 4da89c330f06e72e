import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/testing/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 3300);
const baseURL = `http://localhost:${port}`;
const motoPort = port + 2;
const motoURL = `http://localhost:${motoPort}`;
const servicesPort = Number(process.env['E2E_SERVICES_PORT'] ?? 3301);
const servicesURL = `http://127.0.0.1:${servicesPort}`;

/** The built site of one universe on `sitePort`, talking to the services. */
function siteServer(sitePort: number, url: string, siteId: 'auto' | 'moto') {
  return {
    command: 'node server.js',
    cwd: '../site',
    url,
    env: {
      PORT: String(sitePort),
      SITE_ID: siteId,
      HOST: '127.0.0.1',
      CONTENT_API_URL: `${servicesURL}/content`,
      CART_API_URL: `${servicesURL}/cart`,
      ACCOUNT_API_URL: `${servicesURL}/account`,
      ACCOUNT_SITE_URL: `${servicesURL}/account`,
      EVENTS_URL: `${servicesURL}/events`,
      // The local shop page of the services (a cart's shopUrl) is on the services' host.
      SHOP_ALLOWED_HOSTS: new URL(servicesURL).hostname,
      // The tag manager's and the pixel's stand-ins of the services (requested only with consent).
      GTM_SCRIPT_URL: `${servicesURL}/content/assets/analytics/gtm.js`,
      PIXEL_SCRIPT_URL: `${servicesURL}/content/assets/analytics/pixel.js`,
      // Short, so the idle journey sees the live stream close (the default is 120000 ms).
      IDLE_TIMEOUT: '4000',
    },
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  // Journeys that check a page with axe need the room: one pass over the style guide's 66 blocks takes
  // 20 s or more on two cores while the other worker runs. These are guards, not speed targets.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env['CI']),
  // No retries: a journey that passes only on a second try is a flaky journey, and CI says so.
  retries: 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // The typeface's journeys bring their own phone's browser: run once, in the phone project.
      testIgnore: /(universes|typeface)\.spec\.ts/,
    },
    // The server's own behaviour does not depend on the device: checked once, on desktop.
    // The motorbike site: another universe of the same build.
    {
      name: 'moto',
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: motoURL },
      testMatch: /universes\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testIgnore: /(server|resilience|universes|bundle-budget)\.spec\.ts/,
    },
  ],
  // The local services on a throw-away database, and the built site pointed at them; both started by
  // the test run itself (Nx builds the site first: `nx run @paddock/site-e2e:e2e`).
  webServer: [
    {
      command: 'npm start',
      cwd: '../services',
      url: `${servicesURL}/health`,
      env: {
        SERVICES_PORT: String(servicesPort),
        SERVICES_DATA_DIR: 'memory://',
        SERVICES_PUBLIC_URL: servicesURL,
        ALLOWED_ORIGINS: `${baseURL},${motoURL}`,
        // Every journey of both projects buys from the same loopback address: the per-client cart
        // limits (SPEC-free anti-hoarding rules of the cart service) are sized for a whole run here.
        CART_RATE_MAX_WRITES: '5000',
        CART_RATE_MAX_PLACES: '5000',
        NODE_ENV: 'test',
      },
      reuseExistingServer: !process.env['CI'],
      timeout: 90_000,
      stdout: 'pipe',
    },
    siteServer(port, baseURL, 'auto'),
    siteServer(motoPort, motoURL, 'moto'),
  ],
});

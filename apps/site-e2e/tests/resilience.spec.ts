import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const apps = fileURLToPath(new URL('../..', import.meta.url));

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

function startSite(port: number, servicesUrl: string): ChildProcess {
  return spawn('node', ['server.js'], {
    cwd: `${apps}/site`,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_API_URL: `${servicesUrl}/content`,
      CART_API_URL: `${servicesUrl}/cart`,
      ACCOUNT_API_URL: `${servicesUrl}/account`,
      ACCOUNT_SITE_URL: `${servicesUrl}/account`,
      EVENTS_URL: `${servicesUrl}/events`,
    },
    stdio: 'ignore',
  });
}

test.describe('a failing content service', () => {
  // The logos of the stopped service cannot load, nor its live stream (port 9 is one browsers refuse).
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|ERR_UNSAFE_PORT/] });

  test('never blanks a page: the frame stays, with a message and no cache', async ({ page }) => {
    const site = startSite(3350, 'http://127.0.0.1:9');
    try {
      await waitFor('http://127.0.0.1:3350/robots.txt');
      const response = await page.goto('http://127.0.0.1:3350/fr/partenaires');
      expect(response?.status()).toBe(503);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('link', { name: '24 Heures du Mans' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Ce contenu est momentanément indisponible' }),
      ).toBeVisible();
    } finally {
      site.kill('SIGTERM');
    }
  });

  test('keeps serving what it has when the service stops mid-run', async ({ page }) => {
    const services = spawn('npm', ['start'], {
      cwd: `${apps}/services`,
      env: {
        ...process.env,
        SERVICES_PORT: '3352',
        SERVICES_PUBLIC_URL: 'http://127.0.0.1:3352',
        // The site's browser side (its live stream) calls the services with credentials.
        ALLOWED_ORIGINS: 'http://127.0.0.1:3351',
        SERVICES_DATA_DIR: 'memory://',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
      detached: true,
    });
    const site = startSite(3351, 'http://127.0.0.1:3352');
    try {
      await waitFor('http://127.0.0.1:3352/health');
      await waitFor('http://127.0.0.1:3351/robots.txt');
      await page.goto('http://127.0.0.1:3351/fr/partenaires');
      await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();

      process.kill(-(services.pid ?? 0), 'SIGTERM');
      await new Promise((resolve) => services.once('exit', resolve));
      // Gone for good: nothing answers on its port any more.
      await expect
        .poll(
          () =>
            fetch('http://127.0.0.1:3352/health').then(
              () => 'up',
              () => 'down',
            ),
          { timeout: 10_000 },
        )
        .toBe('down');

      // Cached content still renders; a page never fetched before (the French footer prefetches its
      // French links) shows the frame and the message.
      const again = await page.goto('http://127.0.0.1:3351/fr/partenaires');
      expect(again?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();
      const other = await page.goto('http://127.0.0.1:3351/en/legal-notice');
      expect(other?.status()).toBe(503);
      await expect(
        page.getByRole('heading', { name: 'This content is not available right now' }),
      ).toBeVisible();
    } finally {
      site.kill('SIGTERM');
      try {
        process.kill(-(services.pid ?? 0), 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  });
});

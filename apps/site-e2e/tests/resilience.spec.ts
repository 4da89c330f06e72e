import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

const apps = fileURLToPath(new URL('../..', import.meta.url));

// Ports of their own, next to the run's (E2E_PORT), so runs side by side on one machine do not meet.
const base = Number(process.env['E2E_PORT'] ?? 3300);
const deadServiceSitePort = base + 10;
const sitePort = base + 11;
const servicesPort = base + 12;
const slowServiceSitePort = base + 14;
const slowServicePort = base + 15;
const deadServiceSite = `http://127.0.0.1:${deadServiceSitePort}`;
const slowServiceSite = `http://127.0.0.1:${slowServiceSitePort}`;
/** The run's own services (playwright.config.ts). */
const runServices = `http://127.0.0.1:${process.env['E2E_SERVICES_PORT'] ?? 3301}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const servicesUrl = `http://127.0.0.1:${servicesPort}`;

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

function startSite(
  port: number,
  servicesUrl: string,
  contentUrl = `${servicesUrl}/content`,
): ChildProcess {
  return spawn('node', ['server.js'], {
    cwd: `${apps}/site`,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_API_URL: contentUrl,
      CART_API_URL: `${servicesUrl}/cart`,
      ACCOUNT_API_URL: `${servicesUrl}/account`,
      ACCOUNT_SITE_URL: `${servicesUrl}/account`,
      EVENTS_URL: `${servicesUrl}/events`,
    },
    stdio: 'ignore',
  });
}

/** The French partners page without its content: the frame, the message, a 503 nobody keeps. */
async function expectUnavailableFrame(page: Page, response: Response | null) {
  expect(response?.status()).toBe(503);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('link', { name: '24 Heures du Mans' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ce contenu est momentanément indisponible' }),
  ).toBeVisible();
}

test.describe('a failing content service', () => {
  // The logos of the stopped service cannot load, nor its live stream (port 9 is one browsers refuse).
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|ERR_UNSAFE_PORT/] });

  test('never blanks a page: the frame stays, with a message and no cache', async ({ page }) => {
    const server = startSite(deadServiceSitePort, 'http://127.0.0.1:9');
    try {
      await waitFor(`${deadServiceSite}/robots.txt`);
      await expectUnavailableFrame(page, await page.goto(`${deadServiceSite}/fr/partenaires`));
    } finally {
      server.kill('SIGTERM');
    }
  });

  test('never holds a page on a slow service: the frame at once, the page once its answer is in', async ({
    page,
  }) => {
    // The content service, slow: the run's own, behind a door that holds every call until opened. Its
    // answers name it (their assets' addresses), as the site's CSP expects of its content service.
    const slowServiceUrl = `http://127.0.0.1:${slowServicePort}`;
    let open = false;
    const held: (() => void)[] = [];
    const slowService = createServer((request, response) => {
      const forward = () => {
        void fetch(`${runServices}${request.url ?? '/'}`).then(
          async (answer) => {
            const type = answer.headers.get('content-type') ?? 'application/json';
            response.writeHead(answer.status, { 'Content-Type': type });
            response.end(
              type.includes('json')
                ? (await answer.text()).replaceAll(runServices, slowServiceUrl)
                : Buffer.from(await answer.arrayBuffer()),
            );
          },
          () => response.destroy(),
        );
      };
      if (open) forward();
      else held.push(forward);
    });
    await new Promise<void>((resolve) => slowService.listen(slowServicePort, '127.0.0.1', resolve));
    // The rest of the services nowhere: this journey is about content.
    const server = startSite(
      slowServiceSitePort,
      'http://127.0.0.1:9',
      `${slowServiceUrl}/content`,
    );
    try {
      await waitFor(`${slowServiceSite}/robots.txt`);
      const response = await page.goto(`${slowServiceSite}/fr/partenaires`);
      // The site answered while its calls were still out: it waited on none of them to the end.
      expect(held.length).toBeGreaterThan(0);
      await expectUnavailableFrame(page, response);

      // The service answers at last: the calls the site left running fill its cache.
      open = true;
      for (const forward of held.splice(0)) forward();
      await expect
        .poll(async () => (await page.request.get(`${slowServiceSite}/fr/partenaires`)).status(), {
          timeout: 20_000,
        })
        .toBe(200);
      await page.goto(`${slowServiceSite}/fr/partenaires`);
      await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();
    } finally {
      server.kill('SIGTERM');
      slowService.closeAllConnections();
      slowService.close();
    }
  });

  test('keeps serving what it has when the service stops mid-run', async ({ page }) => {
    const services = spawn('npm', ['start'], {
      cwd: `${apps}/services`,
      env: {
        ...process.env,
        SERVICES_PORT: String(servicesPort),
        SERVICES_PUBLIC_URL: servicesUrl,
        // The site's browser side (its live stream) calls the services with credentials.
        ALLOWED_ORIGINS: siteUrl,
        SERVICES_DATA_DIR: 'memory://',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
      detached: true,
    });
    const server = startSite(sitePort, servicesUrl);
    try {
      await waitFor(`${servicesUrl}/health`);
      await waitFor(`${siteUrl}/robots.txt`);
      await page.goto(`${siteUrl}/fr/partenaires`);
      await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();

      process.kill(-(services.pid ?? 0), 'SIGTERM');
      await new Promise((resolve) => services.once('exit', resolve));
      // Gone for good: nothing answers on its port any more.
      await expect
        .poll(
          () =>
            fetch(`${servicesUrl}/health`).then(
              () => 'up',
              () => 'down',
            ),
          { timeout: 10_000 },
        )
        .toBe('down');

      // Cached content still renders; a page never fetched before (the French footer prefetches its
      // French links) shows the frame and the message.
      const again = await page.goto(`${siteUrl}/fr/partenaires`);
      expect(again?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();
      const other = await page.goto(`${siteUrl}/en/legal-notice`);
      expect(other?.status()).toBe(503);
      await expect(
        page.getByRole('heading', { name: 'This content is not available right now' }),
      ).toBeVisible();
    } finally {
      server.kill('SIGTERM');
      try {
        process.kill(-(services.pid ?? 0), 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  });
});

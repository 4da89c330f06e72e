import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

test.describe('site server', () => {
  test('compresses HTML and sets security headers', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(['gzip', 'br']).toContain(headers['content-encoding']);
    expect(headers['content-type']).toContain('text/html');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('sends a Content-Security-Policy whose nonce every inline script carries, new on each request', async ({
    request,
  }) => {
    const first = await request.get('/');
    const policy = first.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'self'");
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await request.get('/');
    expect(second.headers()['content-security-policy']).not.toContain(nonce);
    expect(first.headers()['strict-transport-security']).toContain('max-age=');
  });

  test('caches fingerprinted assets for a year', async ({ request }) => {
    // Read from the served HTML: after hydration React may move its modulepreload links.
    const html = await (await request.get('/')).text();
    const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const response = await request.get(script ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('site server lifecycle', () => {
  test('finishes in-flight work and exits cleanly on SIGTERM', async ({ request }) => {
    // A port of its own, next to the run's (E2E_PORT).
    const port = Number(process.env['E2E_PORT'] ?? 3300) + 13;
    const server = spawn('node', ['server.js'], {
      cwd: fileURLToPath(new URL('../../site', import.meta.url)),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Paddock site on')) resolve();
      });
      server.once('exit', () => reject(new Error('the server stopped before listening')));
    });

    try {
      const page = await request.get(`http://127.0.0.1:${port}/robots.txt`);
      expect(page.status()).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});

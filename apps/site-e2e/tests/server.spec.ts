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

  test('caches fingerprinted assets for a year', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('link[rel="modulepreload"]').first().getAttribute('href');
    expect(script).toMatch(/^\/assets\//);
    const response = await request.get(script ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

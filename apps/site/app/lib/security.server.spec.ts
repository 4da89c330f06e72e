import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.server';
import { contentSecurityPolicy } from './security.server';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(
    'abc123',
    readConfig({ CONTENT_API_URL: 'https://content.example/api' }),
  );

  it("lets only this origin's scripts and the request's nonce run", () => {
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('lets the page talk to its services, and be framed by nobody else', () => {
    expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/content\.example/);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('lets the page start workers from data: URLs only (the Intl warm-up), and the external viewer from its origin', () => {
    expect(policy).toMatch(/(^|; )worker-src data:(;|$)/);
    const withViewer = contentSecurityPolicy(
      'abc123',
      readConfig({
        STADIUM_VIEWER: 'external',
        STADIUM_VIEWER_SCRIPT_URL: 'https://viewer.example/sdk.js',
        STADIUM_VIEWER_VENUE_ID: 'circuit',
      }),
    );
    expect(withViewer).toMatch(/(^|; )worker-src data: https:\/\/viewer\.example(;|$)/);
  });
});

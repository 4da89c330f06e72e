import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server';

describe('readConfig', () => {
  it('works with an empty environment, pointing at the local services', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteId).toBe('auto');
    expect(config.mainSiteUrl).toBe('');
    expect(config.idleTimeout).toBe(120000);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.contentWait).toBe(2500);
    expect(config.htmlCache).toBe(true);
    expect(config.services.content).toMatch(/^http:\/\/localhost:\d+\//);
    expect(config.stadiumViewer.kind).toBe('builtin');
    expect(() => readConfig({ STADIUM_VIEWER: 'external' })).toThrow(/STADIUM_VIEWER_SCRIPT_URL/);
    expect(
      readConfig({
        STADIUM_VIEWER: 'external',
        STADIUM_VIEWER_SCRIPT_URL: 'https://viewer.example/v1.js',
        STADIUM_VIEWER_VENUE_ID: 'lemans',
      }).stadiumViewer,
    ).toEqual({ kind: 'external', scriptUrl: 'https://viewer.example/v1.js', venueId: 'lemans' });
  });

  it('reads every variable it is given', () => {
    const config = readConfig({
      PORT: '8080',
      SITE_ID: 'moto',
      MAIN_SITE_URL: 'https://www.example.org/',
      SHOP_ALLOWED_HOSTS: 'shop.example.org, tickets.example.org',
      IDLE_TIMEOUT: '60000',
      PUBLIC_ORIGIN: 'https://www.example.org/',
      CONTENT_WAIT_MS: '1500',
      HTML_CACHE: 'off',
    });
    expect(config.port).toBe(8080);
    expect(config.siteId).toBe('moto');
    expect(config.mainSiteUrl).toBe('https://www.example.org');
    expect(config.shopAllowedHosts).toEqual(['shop.example.org', 'tickets.example.org']);
    expect(config.idleTimeout).toBe(60000);
    expect(config.publicOrigin).toBe('https://www.example.org');
    expect(config.contentWait).toBe(1500);
    expect(config.htmlCache).toBe(false);
    // The origin follows the port unless it is given.
    expect(readConfig({ PORT: '5310' }).publicOrigin).toBe('http://localhost:5310');
  });

  it('points the tags at the local stand-ins by default, and turns a tag off with an empty id', () => {
    const { analytics } = readConfig({});
    expect(analytics.tagManager?.scriptUrl).toMatch(/^http:\/\/localhost:\d+\/.*gtm\.js$/);
    expect(analytics.pixel?.scriptUrl).toMatch(/pixel\.js$/);
    expect(analytics.ownedDomains).toContain('lemans.org');
    const off = readConfig({
      GTM_ID: '',
      PIXEL_ID: 'px-1',
      PIXEL_SCRIPT_URL: 'https://pixel.example/p.js',
      OWNED_DOMAINS: 'a.example, b.example',
    }).analytics;
    expect(off).toEqual({
      tagManager: null,
      pixel: { id: 'px-1', scriptUrl: 'https://pixel.example/p.js' },
      ownedDomains: ['a.example', 'b.example'],
    });
  });

  it('names every invalid variable at once', () => {
    expect(() =>
      readConfig({
        PORT: 'eighty',
        PUBLIC_ORIGIN: 'localhost',
        SITE_ID: 'formula',
        CONTENT_API_URL: 'nowhere',
        HTML_CACHE: 'sometimes',
      }),
    ).toThrow(/PORT[\s\S]*PUBLIC_ORIGIN[\s\S]*SITE_ID[\s\S]*CONTENT_API_URL[\s\S]*HTML_CACHE/);
  });
});

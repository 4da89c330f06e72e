import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server';

describe('readConfig', () => {
  it('works with an empty environment, pointing at the local services', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteId).toBe('auto');
    expect(config.mainSiteUrl).toBe('');
    expect(config.idleTimeout).toBe(120000);
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
    });
    expect(config.port).toBe(8080);
    expect(config.siteId).toBe('moto');
    expect(config.mainSiteUrl).toBe('https://www.example.org');
    expect(config.shopAllowedHosts).toEqual(['shop.example.org', 'tickets.example.org']);
    expect(config.idleTimeout).toBe(60000);
  });

  it('names every invalid variable at once', () => {
    expect(() =>
      readConfig({ PORT: 'eighty', SITE_ID: 'formula', CONTENT_API_URL: 'nowhere' }),
    ).toThrow(/PORT[\s\S]*SITE_ID[\s\S]*CONTENT_API_URL/);
  });
});

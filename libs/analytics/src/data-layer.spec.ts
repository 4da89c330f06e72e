import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEvent, trackEvent, virtualPageView, type DataLayerWindow } from './data-layer.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the data layer', () => {
  it('pushes a virtual page view with the SPEC defaults under the page context', () => {
    const win: DataLayerWindow = { dataLayer: [] };
    virtualPageView(win, {
      path: '/fr/billetterie',
      title: 'Billetterie',
      locale: 'fr',
      context: { loginStatus: 'login' },
    });
    expect(win.dataLayer).toEqual([
      {
        event: 'virtualPageView',
        pageEnvironment: 'prod',
        loginStatus: 'login',
        universe: 'evenementiel',
        template: 'contenu',
        pagePath: '/fr/billetterie',
        pageTitle: 'Billetterie',
        pageLocale: 'fr',
      },
    ]);
  });

  it("logs 'GTM is not available' when there is no data layer, and pushes nothing", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win: DataLayerWindow = {};
    expect(pushEvent(win, { event: 'search' })).toBe(false);
    expect(error).toHaveBeenCalledWith('GTM is not available');
    expect(win.dataLayer).toBeUndefined();
  });

  it("pushes the page's own events only with audience consent", () => {
    const win: DataLayerWindow = { dataLayer: [] };
    const event = { event: 'contact_form', form: 'contact' };
    expect(trackEvent(win, { allows: () => false }, event)).toBe(false);
    expect(trackEvent(win, { allows: () => true }, event)).toBe(true);
    expect(win.dataLayer).toEqual([event]);
  });
});

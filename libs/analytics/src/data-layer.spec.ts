import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pushEvent,
  trackEvent,
  usableDataLayer,
  virtualPageView,
  type DataLayerWindow,
} from './data-layer.js';

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

  /** What other scripts have been seen to leave in `window.dataLayer`. */
  const unusable: [string, unknown][] = [
    ['an object', {}],
    ['an object with a push', { push: () => 1 }],
    ['a string', 'dataLayer'],
    ['a number', 0],
    ['an array whose push is gone', Object.assign([], { push: undefined })],
  ];

  it.each(unusable)(
    "logs 'GTM is not available' for a data layer that is %s, and pushes nothing",
    (_, layer) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const win = { dataLayer: layer } as DataLayerWindow;
      expect(pushEvent(win, { event: 'search' })).toBe(false);
      expect(virtualPageView(win, { path: '/fr', title: 'Accueil', locale: 'fr' })).toBe(false);
      expect(error).toHaveBeenCalledWith('GTM is not available');
      expect(win.dataLayer).toBe(layer);
    },
  );

  it.each(unusable)('does not take a data layer that is %s for one', (_, layer) => {
    expect(usableDataLayer({ dataLayer: layer } as DataLayerWindow)).toBeNull();
  });

  it('takes an array for the data layer, with the tag manager’s own push once it has loaded', () => {
    const layer = [{ event: 'gtm.js' }];
    expect(usableDataLayer({ dataLayer: layer })).toBe(layer);
    const loaded = Object.assign([], { push: () => 0 });
    expect(usableDataLayer({ dataLayer: loaded })).toBe(loaded);
    expect(usableDataLayer({})).toBeNull();
  });

  it("pushes the page's own events only with audience consent", () => {
    const win: DataLayerWindow = { dataLayer: [] };
    const event = { event: 'contact_form', form: 'contact' };
    expect(trackEvent(win, { allows: () => false }, event)).toBe(false);
    expect(trackEvent(win, { allows: () => true }, event)).toBe(true);
    expect(win.dataLayer).toEqual([event]);
  });
});

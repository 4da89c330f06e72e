// @vitest-environment jsdom
import { browserConsent } from '@paddock/analytics';
import { ConsentManager, siteShellCatalog } from '@paddock/site-shell';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteExtras, { type SiteExtrasProps } from './site-extras';

const props: SiteExtrasProps = {
  analytics: {
    tagManager: { id: 'GTM-TEST', scriptUrl: 'https://tags.example/gtm.js' },
    pixel: { id: 'PX1', scriptUrl: 'https://pixel.example/p.js' },
    rules: { mainSite: 'https://www.24h-lemans.com', ownedDomains: [] },
  },
  live: { url: 'https://events.example/auto', idleTimeout: 120_000 },
};

function Page() {
  return (
    <>
      <ConsentManager />
      <SiteExtras {...props} />
      <main>
        <h1>Tickets</h1>
      </main>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'fbq');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  // The next visitor has not chosen yet.
  for (const cookie of document.cookie.split('; ')) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
});

describe('the site extras', () => {
  it('leave the page as it is when one fails: a data layer another script broke, a stream that cannot open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Another script's odd value, and a browser without EventSource (as jsdom): the analytics and the
    // live stream meet them once the visitor accepts.
    Object.assign(window, { dataLayer: {} });
    const Stub = createRoutesStub([{ path: '/en', Component: Page }]);
    renderInLocale(<Stub initialEntries={['/en']} />, {
      locale: 'en',
      catalogs: [siteShellCatalog],
    });

    const banner = await screen.findByRole('region', { name: 'Your privacy' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(browserConsent().allows('audience')).toBe(true);
    expect(banner).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    // The tags' code loads with the consent.
    await waitFor(() => expect(error).toHaveBeenCalledWith('GTM is not available'));
    expect(error).toHaveBeenCalledWith(
      '[live notifications] failed and was left out; the page goes on without it',
      expect.any(ReferenceError),
      expect.any(String),
    );
    // No tag manager on a data layer it cannot use; the pixel, with its own consent, still comes.
    expect([...document.head.querySelectorAll('script')].map((script) => script.src)).not.toContain(
      'https://tags.example/gtm.js?id=GTM-TEST',
    );
    await waitFor(() => expect(typeof window.fbq).toBe('function'));
  });
});

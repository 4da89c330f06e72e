// @vitest-environment jsdom
import { ConsentManager, siteShellCatalog, siteShellModals } from '@paddock/site-shell';
import { ModalHost, uiModals, type ModalDefinitions } from '@paddock/ui';
import { installDialogPolyfill, preloadModals, renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeAll, expect, it, vi } from 'vitest';
import SiteExtras from './site-extras';

// Whether the measurement's module (the tags, the tracking) was asked for.
const loaded = vi.hoisted(() => vi.fn());
vi.mock('./site-analytics', async (original) => {
  loaded();
  return original();
});

const modals = { ...uiModals, ...siteShellModals } as ModalDefinitions;
beforeAll(async () => {
  installDialogPolyfill();
  await preloadModals(modals);
});

it('loads the tags’ code only once the visitor allows them', async () => {
  const Stub = createRoutesStub([
    {
      path: '/en',
      Component: () => (
        <>
          <ConsentManager />
          <SiteExtras
            analytics={{
              tagManager: { id: 'GTM-TEST', scriptUrl: 'https://tags.example/gtm.js' },
              pixel: { id: 'PX1', scriptUrl: 'https://pixel.example/p.js' },
              rules: { mainSite: 'https://www.24h-lemans.com', ownedDomains: [] },
            }}
            live={{ url: 'https://events.example/auto', idleTimeout: 120_000 }}
          />
          <a href="#cookie">Cookies</a>
          <ModalHost modals={modals} />
        </>
      ),
    },
  ]);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderInLocale(<Stub initialEntries={['/en']} />, { locale: 'en', catalogs: [siteShellCatalog] });
  await screen.findByRole('region', { name: 'Your privacy' });
  await userEvent.click(screen.getByRole('button', { name: 'Refuse all' }));
  expect(loaded).not.toHaveBeenCalled();
  // Allowed later, through the preferences of the `#cookie` link: it loads then.
  await userEvent.click(screen.getByRole('link', { name: 'Cookies' }));
  const preferences = await screen.findByRole('dialog', { name: 'Cookie preferences' });
  await userEvent.click(within(preferences).getByRole('switch', { name: 'Audience measurement' }));
  await userEvent.click(within(preferences).getByRole('button', { name: 'Save my choices' }));
  await waitFor(() => expect(loaded).toHaveBeenCalled());
});

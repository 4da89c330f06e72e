import { browserConsent, CONSENT_COOKIE } from '@paddock/analytics';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { ModalHost, uiCatalog, uiModals } from '@paddock/ui';
import { preloadModals, renderInLocale } from '@paddock/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { ConsentManager } from './consent-banner.js';
import { siteShellModals } from './consent-modals.js';

const catalogs = [siteShellCatalog];
const modals = { ...uiModals, ...siteShellModals };
const renderManager = (locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(
    <>
      <ConsentManager />
      <ModalHost modals={modals} />
    </>,
    { catalogs, locale },
  );

// Each modal's content is a lazy chunk: a test waits for a modal to render, not for its module.
beforeAll(() => preloadModals(modals));

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('ConsentManager', () => {
  it('asks a visitor who has not chosen, with accept and refuse side by side', () => {
    renderManager();
    const banner = screen.getByRole('region', { name: 'Vos données personnelles' });
    expect(banner).toHaveTextContent('lien « Cookies »');
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout refuser' })).toBeInTheDocument();
  });

  it("is in the server's page, for the head's mark to show or hide before the page is interactive", () => {
    const i18n = createI18n('fr', [uiCatalog, siteShellCatalog]);
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <ConsentManager />
      </I18nProvider>,
    );
    expect(html).toContain('Vos données personnelles');
    expect(html).toContain('Tout accepter');
    // Not yet the live banner: its style shows it only under data-consent="ask".
    expect(html).not.toContain('data-live');
  });

  it("is the live banner once hydrated, shown whatever the head's mark said", () => {
    renderManager();
    expect(screen.getByRole('region', { name: 'Vos données personnelles' })).toHaveAttribute(
      'data-live',
    );
  });

  it('keeps the choice and goes away: refusing allows nothing optional', async () => {
    renderManager('en');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse all' }));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
    expect(browserConsent().choice()).toMatchObject({ audience: false, marketing: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
  });

  it('shows nothing to a visitor who chose on an earlier page', () => {
    act(() => browserConsent().acceptAll());
    renderManager();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('customizes: a switch per category, necessary always on, saved as chosen', async () => {
    renderManager('en');
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toBeInTheDocument();
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const audience = screen.getByRole('switch', { name: 'Audience measurement' });
    expect(audience).not.toBeChecked();
    await userEvent.click(audience);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(browserConsent().choice()).toMatchObject({ audience: true, marketing: false });
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument();
  });

  it('opens the preferences from any #cookie link, with the last choice', async () => {
    act(() => browserConsent().decide({ marketing: true }));
    renderManager();
    const link = document.createElement('a');
    link.href = '#cookie';
    link.textContent = 'Cookies';
    document.body.append(link);
    await userEvent.click(link);
    await screen.findByRole('dialog', { name: 'Préférences de cookies' });
    expect(screen.getByRole('switch', { name: 'Marketing et contenus intégrés' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mesure d’audience' })).not.toBeChecked();
    link.remove();
  });

  it('opens the preferences when the address ends with #cookie', async () => {
    act(() => browserConsent().refuseAll());
    window.history.replaceState(null, '', '/fr#cookie');
    renderManager();
    await screen.findByRole('dialog', { name: 'Préférences de cookies' });
    expect(window.location.hash).toBe('');
  });
});

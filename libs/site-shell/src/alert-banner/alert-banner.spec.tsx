import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@paddock/i18n';
import { hydrateInLocale, renderInLocale } from '@paddock/ui/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { fixtureAlerts } from '../testing/fixtures.js';
import { AlertBanner } from './alert-banner.js';
import { dismissedAlertsKey } from './dismissed-alerts.js';

const catalogs = [siteShellCatalog];
const now = new Date('2027-06-01T12:00:00+02:00');
const alerts = fixtureAlerts('fr', now);
const currentText = 'Dernières places en tribune : réservez avant la fin du mois.';
const currentUuid = '00000000-0000-4000-8000-000000000002';

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AlertBanner', () => {
  it('shows the current alert with its link, and gives the body the has-alert class', () => {
    renderInLocale(<AlertBanner alerts={alerts} now={now} />, { catalogs });
    const banner = screen.getByRole('region', { name: 'Alerte' });
    expect(banner).toHaveTextContent(currentText);
    expect(screen.getByRole('link', { name: 'Réserver' })).toHaveAttribute(
      'href',
      '/fr/billetterie',
    );
    expect(document.body).toHaveClass('has-alert');
  });

  it('shows nothing when the alerts could not be fetched', () => {
    const { container } = renderInLocale(<AlertBanner alerts={null} now={now} />, { catalogs });
    expect(container).toBeEmptyDOMElement();
    expect(document.body).not.toHaveClass('has-alert');
  });

  it('shows nothing when no alert is current', () => {
    const { container } = renderInLocale(
      <AlertBanner alerts={alerts} now={new Date('2030-01-01T00:00:00Z')} />,
      { catalogs },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('closes for good: the uuid joins the dismissed list and the body loses has-alert', async () => {
    const user = userEvent.setup();
    localStorage.setItem(dismissedAlertsKey, JSON.stringify(['an-older-one']));
    renderInLocale(<AlertBanner alerts={alerts} now={now} />, { locale: 'en', catalogs });
    await user.click(screen.getByRole('button', { name: 'Close the alert' }));
    expect(screen.queryByRole('region', { name: 'Alert' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('has-alert');
    expect(JSON.parse(localStorage.getItem(dismissedAlertsKey) ?? '')).toEqual([
      'an-older-one',
      currentUuid,
    ]);
  });

  it('stays hidden once dismissed in this browser', () => {
    localStorage.setItem(dismissedAlertsKey, JSON.stringify([currentUuid]));
    const { container } = renderInLocale(<AlertBanner alerts={alerts} now={now} />, { catalogs });
    expect(container).toBeEmptyDOMElement();
    expect(document.body).not.toHaveClass('has-alert');
  });

  it('only logs when the storage cannot be read or written, and still closes', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderInLocale(<AlertBanner alerts={alerts} now={now} />, { catalogs });
    expect(screen.getByRole('region', { name: 'Alerte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Fermer l'alerte" }));
    expect(screen.queryByRole('region', { name: 'Alerte' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Could not read the dismissed alerts',
      expect.any(DOMException),
    );
    expect(error).toHaveBeenCalledWith(
      'Could not store the dismissed alert',
      expect.any(DOMException),
    );
  });

  it('ignores a dismissed list that is not JSON, logging it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(dismissedAlertsKey, '{not json');
    renderInLocale(<AlertBanner alerts={alerts} now={now} />, { catalogs });
    expect(screen.getByRole('region', { name: 'Alerte' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('AlertBanner on the server and at hydration', () => {
  const i18n = createI18n('fr', catalogs);
  const page = (
    <I18nProvider i18n={i18n}>
      <AlertBanner alerts={alerts} now={now} />
    </I18nProvider>
  );

  it('renders the current alert on the server, whatever the browser dismissed', () => {
    localStorage.setItem(dismissedAlertsKey, JSON.stringify([currentUuid]));
    expect(renderToString(page)).toContain(currentText);
  });

  it('hydrates the same first frame, then hides an alert dismissed in this browser', () => {
    localStorage.setItem(dismissedAlertsKey, JSON.stringify([currentUuid]));
    const recoverable = vi.fn();
    const { container } = hydrateInLocale(<AlertBanner alerts={alerts} now={now} />, {
      catalogs,
      onRecoverableError: recoverable,
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    expect(document.body).not.toHaveClass('has-alert');
  });
});

import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { createI18n } from '@paddock/i18n';
import { hydrateInLocale, renderInLocale } from '@paddock/ui/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { fixtureFooter, fixtureSocialNetworks } from '../testing/fixtures.js';
import { SiteFooter, type FooterLinkProps } from './site-footer.js';

const catalogs = [siteShellCatalog];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteFooter', () => {
  it("shows the car site's four event-series logos, each linking out in a new tab", () => {
    renderInLocale(<SiteFooter footer={fixtureFooter('fr', 'auto')} />, { catalogs });
    const logos = within(screen.getByRole('list', { name: 'Nos épreuves' }));
    const links = logos.getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    const image = logos.getByRole('img', { name: 'World Endurance' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '160');
  });

  it("shows only the motorbike site's own logo on that site", () => {
    renderInLocale(<SiteFooter footer={fixtureFooter('en', 'moto')} />, { locale: 'en', catalogs });
    const logos = within(screen.getByRole('list', { name: 'Our events' }));
    expect(logos.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Endurance Moto Cup',
    ]);
  });

  it('shows the link columns open on desktop, the social networks and the copyright', () => {
    renderInLocale(
      <SiteFooter footer={fixtureFooter('fr')} socialNetworks={fixtureSocialNetworks()} />,
      { catalogs },
    );
    const footer = within(screen.getByRole('contentinfo'));
    const column = footer.getByText('Billetterie').closest('details');
    expect(column).toHaveAttribute('open');
    expect(footer.getByRole('link', { name: 'Conditions de vente' })).toHaveAttribute(
      'href',
      '/fr/cgv',
    );
    const social = within(footer.getByRole('region', { name: 'Suivez-nous' }));
    const facebook = social.getByRole('link', {
      name: "Facebook (s'ouvre dans un nouvel onglet)",
    });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/24hlemans');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByText("© 2026 Automobile Club de l'Ouest")).toBeInTheDocument();
  });

  it("opens on the event's logo (home) and the organiser's, when given the site's title", () => {
    renderInLocale(
      <SiteFooter footer={fixtureFooter('en')} siteTitle="24 Hours of Le Mans" homeHref="/en" />,
      { locale: 'en', catalogs },
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: '24 Hours of Le Mans' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(
      footer.getByRole('img', { name: "ACO – Automobile Club de l'Ouest, the organiser" }),
    ).toBeInTheDocument();
  });

  it('makes no keyboard stop of the column titles on desktop, where they do not fold', () => {
    renderInLocale(<SiteFooter footer={fixtureFooter('fr')} />, { catalogs });
    const title = screen.getByText('Billetterie', { selector: 'summary' });
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('folds the columns into an accordion on mobile', () => {
    stubMobile(true);
    renderInLocale(<SiteFooter footer={fixtureFooter('fr')} />, { catalogs });
    for (const column of screen.getByRole('contentinfo').querySelectorAll('details')) {
      expect(column).not.toHaveAttribute('open');
      expect(column.querySelector('summary')).not.toHaveAttribute('tabindex');
    }
  });

  it("renders the footer's own links with the app's link, so they can prefetch", () => {
    const renderLink = ({ href, children, className }: FooterLinkProps) => (
      <a href={href} className={className} data-prefetch="viewport">
        {children}
      </a>
    );
    renderInLocale(<SiteFooter footer={fixtureFooter('en')} renderLink={renderLink} />, {
      locale: 'en',
      catalogs,
    });
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('data-prefetch', 'viewport');
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '#cookie');
  });
});

/** A window in mobile mode (`matches`) or in desktop mode. */
function stubMobile(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      matches,
      media,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('SiteFooter on the server and at hydration', () => {
  const columnsOf = (container: HTMLElement) => [...container.querySelectorAll('details')];

  /** The server's HTML, hydrated in a window of that mode; answers the columns once hydrated. */
  function hydrateIn(mobile: boolean): HTMLDetailsElement[] {
    stubMobile(mobile);
    const recoverable = vi.fn();
    const { container } = hydrateInLocale(<SiteFooter footer={fixtureFooter('fr')} />, {
      catalogs,
      onRecoverableError: recoverable,
    });
    expect(recoverable).not.toHaveBeenCalled();
    const columns = columnsOf(container);
    expect(columns.length).toBeGreaterThan(1);
    return columns;
  }

  it('folds the columns in the HTML, as a phone shows them', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider i18n={createI18n('fr', catalogs)}>
        <SiteFooter footer={fixtureFooter('fr')} />
      </I18nProvider>,
    );
    expect(columnsOf(container).length).toBeGreaterThan(1);
    for (const column of columnsOf(container)) expect(column).not.toHaveAttribute('open');
  });

  it('keeps them folded on a phone when the page hydrates: nothing in the footer moves', () => {
    for (const column of hydrateIn(true)) {
      expect(column).not.toHaveAttribute('open');
      expect(column.querySelector('summary')).not.toHaveAttribute('tabindex');
    }
  });

  it('opens them on a desktop once hydrated', () => {
    for (const column of hydrateIn(false)) {
      expect(column).toHaveAttribute('open');
      expect(column.querySelector('summary')).toHaveAttribute('tabindex', '-1');
    }
  });
});

import { screen, within } from '@testing-library/react';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { fixturePartnerCategories } from '../testing/fixtures.js';
import { PartnerStrip } from './partner-strip.js';

const catalogs = [siteShellCatalog];

describe('PartnerStrip', () => {
  it('shows the categories flagged for the footer, with their logos linking out in a new tab', () => {
    renderInLocale(
      <PartnerStrip
        categories={fixturePartnerCategories('fr')}
        allPartnersHref="/fr/partenaires"
      />,
      { catalogs },
    );
    const strip = within(screen.getByRole('region', { name: 'Nos partenaires' }));
    expect(
      strip.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Partenaires officiels',
      'Fournisseurs officiels',
      'Partenaires médias',
      'Partenaires institutionnels',
      'Partenaires techniques',
    ]);
    const logo = strip.getByRole('img', { name: 'Motrix' });
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '80');
    const link = strip.getByRole('link', { name: "Motrix (s'ouvre dans un nouvel onglet)" });
    expect(link).toHaveAttribute('href', 'https://www.motrix.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(strip.queryByRole('img', { name: 'Garage Moreau' })).not.toBeInTheDocument();
    expect(strip.getByRole('link', { name: 'Tous les partenaires' })).toHaveAttribute(
      'href',
      '/fr/partenaires',
    );
  });

  it('speaks English', () => {
    renderInLocale(
      <PartnerStrip categories={fixturePartnerCategories('en')} allPartnersHref="/en/partners" />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All partners' })).toHaveAttribute(
      'href',
      '/en/partners',
    );
  });

  it('renders nothing when the page hides it', () => {
    const { container } = renderInLocale(
      <PartnerStrip
        categories={fixturePartnerCategories('fr')}
        allPartnersHref="/fr/partenaires"
        hidden
      />,
      { catalogs },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without a category for the footer', () => {
    const categories = fixturePartnerCategories('fr').map((category) => ({
      ...category,
      inFooter: false,
    }));
    const { container } = renderInLocale(
      <PartnerStrip categories={categories} allPartnersHref="/fr/partenaires" />,
      { catalogs },
    );
    expect(container).toBeEmptyDOMElement();
  });
});

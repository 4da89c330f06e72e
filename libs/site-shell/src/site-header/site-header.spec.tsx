import { screen, within } from '@testing-library/react';
import { localizedPaths } from '@paddock/i18n';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { SiteHeader } from './site-header.js';

const catalogs = [siteShellCatalog];

describe('SiteHeader', () => {
  it('links the site title to the French home', () => {
    renderInLocale(<SiteHeader siteTitle="24 Heures du Mans" alternates={localizedPaths()} />, {
      catalogs,
    });
    expect(screen.getByRole('link', { name: '24 Heures du Mans' })).toHaveAttribute('href', '/');
  });

  it('links the site title to the English home and offers the page in both locales', () => {
    renderInLocale(
      <SiteHeader siteTitle="24 Hours of Le Mans" alternates={localizedPaths('/checkout/cart')} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    expect(screen.getByRole('link', { name: '24 Hours of Le Mans' })).toHaveAttribute(
      'href',
      '/en',
    );
    const languages = within(screen.getByRole('navigation', { name: 'Language' }));
    expect(languages.getByRole('link', { name: 'FR – Français' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
    const english = languages.getByRole('link', { name: 'EN – English' });
    expect(english).toHaveAttribute('href', '/en/checkout/cart');
    expect(english).toHaveAttribute('aria-current', 'true');
  });
});

import { screen } from '@testing-library/react';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { NotFound } from './not-found.js';

const catalogs = [siteShellCatalog];

describe('NotFound', () => {
  it('speaks French: title, texts and a way back to the unprefixed home', () => {
    renderInLocale(<NotFound />, { locale: 'fr', catalogs });
    expect(document.title).toBe('Erreur 404 - Page introuvable');
    expect(screen.getByRole('heading', { level: 1, name: 'Sortie de piste' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux stands' })).toHaveAttribute('href', '/');
  });

  it('speaks English with the locale prefix on the way back', () => {
    renderInLocale(<NotFound />, { locale: 'en', catalogs });
    expect(document.title).toBe('404 Error - Page not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Off-track' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to stands' })).toHaveAttribute('href', '/en');
  });

  it("leads to the main site's root when the page belongs to a sister site", () => {
    renderInLocale(<NotFound mainSiteUrl="https://www.example.org/" />, { locale: 'en', catalogs });
    expect(screen.getByRole('link', { name: 'Back to stands' })).toHaveAttribute(
      'href',
      'https://www.example.org/en',
    );
  });
});

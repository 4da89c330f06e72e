import { screen } from '@testing-library/react';
import { localizedPaths } from '@paddock/i18n';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { LocaleSwitcher } from './locale-switcher.js';

describe('LocaleSwitcher', () => {
  it('names itself in the current locale and marks the current language', () => {
    renderInLocale(<LocaleSwitcher alternates={localizedPaths()} />, {
      catalogs: [siteShellCatalog],
    });
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
    const french = screen.getByRole('link', { name: 'FR – Français' });
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(french).toHaveAttribute('hreflang', 'fr');
    const english = screen.getByRole('link', { name: 'EN – English' });
    expect(english).toHaveAttribute('href', '/en');
    expect(english).not.toHaveAttribute('aria-current');
  });
});

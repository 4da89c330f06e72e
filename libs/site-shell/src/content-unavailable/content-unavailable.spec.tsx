import { screen } from '@testing-library/react';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { ContentUnavailable } from './content-unavailable.js';

describe('ContentUnavailable', () => {
  it('tells, in French, that the content will be back', () => {
    renderInLocale(<ContentUnavailable />, { catalogs: [siteShellCatalog] });
    expect(
      screen.getByRole('heading', { name: 'Ce contenu est momentanément indisponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Réessayez dans quelques instants.');
  });

  it('tells it in English', () => {
    renderInLocale(<ContentUnavailable />, { locale: 'en', catalogs: [siteShellCatalog] });
    expect(
      screen.getByRole('heading', { name: 'This content is not available right now' }),
    ).toBeInTheDocument();
  });
});

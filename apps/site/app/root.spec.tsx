// @vitest-environment jsdom
import { siteShellCatalog } from '@paddock/site-shell';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

function Broken(): never {
  throw new Error('A block failed to render');
}

describe('root error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['fr', 'Sortie de piste', 'Retour aux stands', '/'],
    ['en', 'Off-track', 'Back to stands', '/en'],
  ] as const)(
    'shows a render error as the not-found view (%s)',
    async (locale, heading, back, home) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }]);
      renderInLocale(<Stub initialEntries={['/']} />, { locale, catalogs: [siteShellCatalog] });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', home);
    },
  );
});

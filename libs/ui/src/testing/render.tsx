import { I18nProvider } from '@lingui/react';
import { createI18n, type Catalog, type Locale } from '@paddock/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { uiCatalog } from '../i18n.js';

type InLocale = RenderOptions & { locale?: Locale; catalogs?: Catalog[] };

/** What `ui` is rendered in: Lingui in `locale`, with the texts of ui and the given catalogs. */
function localeWrapper(locale: Locale, catalogs: Catalog[]) {
  const i18n = createI18n(locale, [uiCatalog, ...catalogs]);
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
}

/** Renders `ui` as a person in `locale` sees it, with the texts of ui and the given catalogs. */
export function renderInLocale(
  ui: ReactElement,
  { locale = 'fr', catalogs = [], ...options }: InLocale = {},
) {
  return render(ui, { wrapper: localeWrapper(locale, catalogs), ...options });
}

/**
 * Renders `ui` on the server (`renderToString`) and hydrates that HTML in the document, as a browser
 * does with a page: the server's first frame, then whatever the browser renders after hydration. React's
 * recoverable errors (a hydration mismatch) go to `onRecoverableError`.
 */
export function hydrateInLocale(
  ui: ReactElement,
  { locale = 'fr', catalogs = [], ...options }: InLocale = {},
) {
  const Wrapper = localeWrapper(locale, catalogs);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  document.body.append(container);
  return render(ui, { wrapper: Wrapper, container, hydrate: true, ...options });
}

import { I18nProvider } from '@lingui/react';
import { createI18n, type Catalog, type Locale } from '@paddock/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { uiCatalog } from '../i18n.js';

/** Renders `ui` as a person in `locale` sees it, with the texts of ui and the given catalogs. */
export function renderInLocale(
  ui: ReactElement,
  {
    locale = 'fr',
    catalogs = [],
    ...options
  }: RenderOptions & { locale?: Locale; catalogs?: Catalog[] } = {},
) {
  const i18n = createI18n(locale, [uiCatalog, ...catalogs]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper, ...options });
}

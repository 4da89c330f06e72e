import { I18nProvider } from '@lingui/react';
import { createI18n, type Locale } from '@paddock/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { stadiumViewerCatalog } from '../i18n.js';

/**
 * Renders `ui` with the viewer's texts in `locale` (French unless given), as @paddock/ui's
 * `renderInLocale` does (this `type:ui` lib does not import another `type:ui` lib).
 */
export function renderInLocale(
  ui: ReactElement,
  { locale = 'fr', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  const i18n = createI18n(locale, [stadiumViewerCatalog]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper, ...options });
}

/**
 * What every story renders in: the texts of every lib in the chosen locale (toolbar "Locale") and the
 * colours of the chosen universe (toolbar "Universe"), set on `<html>` as the site does. A story pins
 * either with `globals: { locale: 'en', universe: 'moto' }`.
 */
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { accountCatalog } from '@paddock/account';
import { cartCatalog } from '@paddock/cart';
import { contentBlocksCatalog } from '@paddock/content-blocks';
import {
  createI18n,
  defaultLocale,
  isLocale,
  locales,
  type Catalog,
  type Locale,
} from '@paddock/i18n';
import { siteShellCatalog } from '@paddock/site-shell';
import { stadiumViewerCatalog } from '@paddock/stadium-viewer';
import { ticketingCatalog } from '@paddock/ticketing';
import { isTheme, themes, themeStyle, uiCatalog, type Theme } from '@paddock/ui';
// The design tokens, imported once at the root as the site does.
import '@paddock/ui/tokens.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';

/** The texts of every lib with stories. A new lib with texts adds its catalog here. */
const catalogs: readonly Catalog[] = [
  uiCatalog,
  siteShellCatalog,
  accountCatalog,
  cartCatalog,
  ticketingCatalog,
  stadiumViewerCatalog,
  contentBlocksCatalog,
];

const defaultUniverse: Theme = 'auto';

declare global {
  interface ImportMetaEnv {
    /** Set by @storybook/addon-vitest: 'false' when Vitest runs from the command line. */
    readonly VITEST_STORYBOOK?: 'true' | 'false';
  }
}

/**
 * In `npm run storybook:test` axe still runs every rule on every element and reports every violation
 * with all its elements; the rules that pass or need review keep one element each rather than all of
 * them, which nobody reads there. Axe computes a CSS selector for each element it reports, and on a
 * story with thousands of elements (the 3,500 seats of the stadium viewer) that bookkeeping costs more
 * than the checks. The a11y panel (`storybook dev`, the sidebar's test button) keeps the full lists.
 */
const testRunA11y = { options: { resultTypes: ['violations'] } };

/** Each locale named in its own language, as the locale switcher names it. */
const autonyms: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** One Lingui instance per locale, made the first time a story needs it. */
const i18nByLocale = new Map<Locale, I18n>();
function i18nFor(locale: Locale): I18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createI18n(locale, catalogs);
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

interface StoryFrameProps {
  locale: Locale;
  universe: Theme;
  children: ReactNode;
}

/** Gives the document the story's language and universe colours, and the story its texts. */
function StoryFrame({ locale, universe, children }: StoryFrameProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const style = Object.entries(themeStyle(universe));
    root.lang = locale;
    for (const [property, value] of style) {
      root.style.setProperty(property, String(value));
    }
    return () => {
      for (const [property] of style) {
        root.style.removeProperty(property);
      }
    };
  }, [locale, universe]);
  return <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>;
}

const withLocaleAndUniverse: Decorator = (Story, { globals }) => {
  const locale = isLocale(globals['locale']) ? globals['locale'] : defaultLocale;
  const universe = isTheme(globals['universe']) ? globals['universe'] : defaultUniverse;
  return (
    <StoryFrame locale={locale} universe={universe}>
      <Story />
    </StoryFrame>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((locale) => ({
          value: locale,
          title: `${locale.toUpperCase()} – ${autonyms[locale]}`,
        })),
        dynamicTitle: true,
      },
    },
    universe: {
      description: 'Universe (site) whose colours the components wear',
      toolbar: {
        title: 'Universe',
        icon: 'paintbrush',
        items: themes.map((theme) => ({ value: theme, title: theme })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale, universe: defaultUniverse },
  decorators: [withLocaleAndUniverse],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    // Axe violations fail the story's test (`npm run storybook:test`), not only show in the panel.
    a11y: { test: 'error', ...(import.meta.env.VITEST_STORYBOOK === 'false' ? testRunA11y : {}) },
  },
};

export default preview;

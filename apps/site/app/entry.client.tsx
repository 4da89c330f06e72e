import { I18nProvider } from '@lingui/react';
import { createI18n, localeFromPath } from '@paddock/i18n';
import { createStore, Provider as StoreProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { catalogs } from './i18n';

// The same locale, texts and (empty) state as the server rendered, so the first frame matches.
const i18n = createI18n(localeFromPath(window.location.pathname), catalogs, {
  debugWording: new URLSearchParams(window.location.search).get('debugWording') === 'true',
});
const store = createStore();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StoreProvider store={store}>
          <HydratedRouter />
        </StoreProvider>
      </I18nProvider>
    </StrictMode>,
  );
});

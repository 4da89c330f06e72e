import { I18nProvider } from '@lingui/react';
import { createStore, Provider as StoreProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserI18n } from './lib/messages';

// The same locale, texts and (empty) state as the server rendered, so the first frame matches.
const i18n = browserI18n();
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

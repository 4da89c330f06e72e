import { I18nProvider } from '@lingui/react';
import { createStore, Provider as StoreProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserI18n } from './lib/messages';
import { settleStreamedBoundaries } from './preact/streamed-boundaries';

// The same locale, texts and (empty) state as the server rendered, so the first frame matches.
const i18n = browserI18n();
const store = createStore();

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <HydratedRouter />
      </StoreProvider>
    </I18nProvider>
  </StrictMode>
);

function hydrate() {
  hydrateRoot(document, app);
}

// The router's first render waits for its state (decoded from the page). React waits at its root;
// Preact (the browser's build, vite/preact-browser.ts; SITE_BROWSER_RUNTIME=react builds React) hydrates at once and
// throws what it waits for: hydrate once that is in. Preact hydrates in the caller's task, where
// React's hydrateRoot only schedules its work: each attempt runs in a task of its own, apart from the
// evaluation of the page's modules (on a phone, one long task less).
function hydrateInTask() {
  setTimeout(() => {
    try {
      hydrate();
    } catch (reason) {
      if (!(reason instanceof Promise)) throw reason;
      void reason.then(hydrateInTask);
    }
  });
}

// The parts the server streamed after the page (the frame's footer and partners, when their data was
// late): Preact hydrates once those that came are in place, and renders those still to come itself.
// React's hydration leaves such a part alone until it is revealed; Preact's would render it a second
// time beside the server's (app/preact/streamed-boundaries.ts).
startTransition(() => {
  if (import.meta.env.PADDOCK_PREACT) void settleStreamedBoundaries().then(hydrateInTask);
  else hydrate();
});

/**
 * A setup file of every project's unit tests (tools/vite/library.ts, apps/site/vitest.config.ts); it
 * runs before each spec file.
 */
import { configure } from '@testing-library/react';

// A busy machine (two cores shared by CI jobs) can take seconds to load a lazy module or to run an
// async update: findBy* and waitFor wait up to 10 s rather than Testing Library's default 1 s. They
// still end as soon as the state they wait for is there; tests wait for states, never for a time.
configure({ asyncUtilTimeout: 10_000 });

// The spec files of a lib share one jsdom (`isolate: false`): each starts as a first visit would, with
// no cookie, no stored state and the page at its first address.
if (typeof document !== 'undefined') {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}

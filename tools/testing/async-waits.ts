/**
 * A setup file of every project's unit tests (tools/vite/library.ts, apps/site/vitest.config.ts).
 * A busy machine (two cores shared by CI jobs) can take seconds to load a lazy module or to run an
 * async update: findBy* and waitFor wait up to 10 s rather than Testing Library's default 1 s. They
 * still end as soon as the state they wait for is there; tests wait for states, never for a time.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

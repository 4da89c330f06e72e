import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A busy machine (two cores shared by CI jobs) can take seconds to load a lazy module or to run an
// async update: findBy* and waitFor wait up to 10 s rather than Testing Library's default 1 s. They
// still end as soon as the state they wait for is there; tests wait for states, never for a time.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

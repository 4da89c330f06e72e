import { mergeConfig } from 'vitest/config';
import { libraryConfig } from '../../tools/vite/library.ts';

// Its specs replace modules with `vi.mock`, which needs each spec file in a fresh module graph.
export default mergeConfig(libraryConfig(import.meta.dirname), { test: { isolate: true } });

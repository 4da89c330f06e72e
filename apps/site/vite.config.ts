import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { blockChunks } from './vite/block-chunks.ts';
import { preloadMissing } from './vite/preload-missing.ts';
import { serverOnly } from './vite/server-only.ts';

// Workspace libs are bundled from their TypeScript source (the `@paddock/source` export condition).
const source = '@paddock/source';

// Preload lists without the chunks an importer has loaded already (vite/preload-missing.ts).
const preload = preloadMissing();

export default defineConfig({
  plugins: [
    reactRouter(),
    preload.plugin,
    // The page's browser code names no lazy block type's chunk: its loader does (vite/block-chunks.ts).
    blockChunks({
      table: '@paddock/content-blocks/lazy-blocks',
      alwaysLoaded: ['./app/entry.client.tsx', './app/root.tsx', './app/routes/page.tsx'],
    }),
    // No zod and no contract schemas in the browser: the build fails if a chunk carries them.
    serverOnly(),
  ],
  // One stylesheet, linked by the root: the parts whose code loads later (the shop's blocks, the footer,
  // the modals) are server-rendered already styled, so nothing shifts when their code arrives.
  build: {
    cssCodeSplit: false,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
  },
  resolve: { conditions: [source, ...defaultClientConditions] },
  environments: {
    ssr: {
      resolve: { conditions: [source, ...defaultServerConditions] },
      // The server build's entry is the Express app that serves the React Router build (server/app.ts).
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
  server: { port: 3000 },
});

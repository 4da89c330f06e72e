import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { blockChunks } from './vite/block-chunks.ts';
import { pageStyles } from './vite/page-styles.ts';
import { preloadMissing } from './vite/preload-missing.ts';
import { serverOnly } from './vite/server-only.ts';

// Workspace libs are bundled from their TypeScript source (the `@paddock/source` export condition).
const source = '@paddock/source';

// What every document loads first, and the modules whose code loads apart from their route's but that
// the server renders: their stylesheets come with the page (vite/page-styles.ts).
const root = ['./app/entry.client.tsx', './app/root.tsx'];
const deferred = { footer: './app/components/page-footer.tsx' };

// Small modules that several routes share and that every document loads anyway (the frame's config
// atoms, the session, the checkout paths and state, the dialog, the not-found view, `Contained` and
// the content picture the footer's logos use): one chunk rather than a request each.
const frameGroup = {
  name: 'frame',
  test: /libs\/(i18n\/src\/paths|api-clients\/src\/content-config|ticketing\/src\/availability\/ticketing-config|cart\/src\/config|account\/src\/session\/stored-token|analytics\/src\/hash-links|cart\/src\/checkout\/checkout-state|site-shell\/src\/not-found\/not-found|ui\/src\/modal\/dialog|ui\/src\/contained\/contained|ui\/src\/picture\/responsive-picture)\.tsx?$/,
};
// The consent state and its banner's texts, which the root renders in every page.
const consentGroup = {
  name: 'consent',
  test: /libs\/(analytics\/src\/(consent|react\/use-consent)|site-shell\/src\/consent\/consent-texts)\.ts$/,
};

// Preload lists without the chunks and stylesheets the page has already (vite/preload-missing.ts).
const preload = preloadMissing({ styledByServer: [...root, ...Object.values(deferred)] });

export default defineConfig({
  plugins: [
    reactRouter(),
    preload.plugins,
    // The page's browser code names no lazy block type's chunk: its loader does (vite/block-chunks.ts).
    blockChunks({
      table: '@paddock/content-blocks/lazy-blocks',
      alwaysLoaded: ['./app/entry.client.tsx', './app/root.tsx', './app/routes/page.tsx'],
    }),
    // No zod and no contract schemas in the browser: the build fails if a chunk carries them.
    serverOnly(),
    // Each page's stylesheets, for its server to write into the head (vite/page-styles.ts).
    pageStyles({
      root,
      page: ['./app/routes/page.tsx'],
      table: '@paddock/content-blocks/lazy-blocks',
      deferred,
    }),
  ],
  // A stylesheet per chunk: the server writes a page's own into its head (vite/page-styles.ts), so the
  // parts whose code loads later, or never (blocks that only render HTML), are styled from the first
  // paint; a modal's come with its code.
  build: {
    cssCodeSplit: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rollupOptions: { output: { codeSplitting: { groups: [frameGroup, consentGroup] } } },
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

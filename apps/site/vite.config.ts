import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { blockChunks } from './vite/block-chunks.ts';
import { compileHints } from './vite/compile-hints.ts';
import { pageMessages } from './vite/page-messages.ts';
import { pageStyles } from './vite/page-styles.ts';
import { precompress } from './vite/precompress.ts';
import { browserRuntime, preactBrowser } from './vite/preact-browser.ts';
import { preloadMissing } from './vite/preload-missing.ts';
import { productionRouter } from './vite/production-router.ts';
import { serverOnly } from './vite/server-only.ts';
import { shortClassNames } from './vite/short-class-names.ts';
import { stripSourceTexts } from './vite/strip-source-texts.ts';

// The libs, whose compiled catalogs hold the site's texts.
const libsDir = fileURLToPath(new URL('../../libs', import.meta.url));

// Workspace libs are bundled from their TypeScript source (the `@paddock/source` export condition).
const source = '@paddock/source';

// What every document loads first: their stylesheets come with every page (vite/page-styles.ts).
const root = ['./app/entry.client.tsx', './app/root.tsx'];

// What every page loads, as one chunk: a phone downloads it once, in one request, and gzip finds what
// its parts share (about 6 KB less than the same code in a dozen chunks). Preact's compat layer
// (vite/preact-browser.ts; React and React DOM with SITE_BROWSER_RUNTIME=react), React Router, Jotai and Lingui; the root route's
// document, app and error view (`components/document`: the route module itself only re-exports them);
// the frame's config atoms, the session, the checkout paths and state, the not-found view, `Contained`,
// the content picture, `useHydrated`; the consent state, its banner and texts; the header, alert banner, footer and
// live notifications; the modal host and each lib's modal table. Each pattern also brings in what its modules import. Only modules that every page runs belong
// here: a block's or a route's code would then ship with every page. The client entry, the root route
// and the Rolldown runtime stay chunks of their own (React Router names the first two).
const everyPage = [
  /node_modules\/(preact|react|react-dom|scheduler|react-router|jotai|@lingui\/(core|react)|cookie|set-cookie-parser)\//,
  /apps\/site\/app\/(site|preact\/react|components\/(document|paint-first-scripts|site-frame|document-styles|shop-services|site-extras|page-footer)|lib\/(lazy-client|nonce|messages|flags|prefetch-near))\.tsx?$/,
  /libs\/(i18n\/src\/paths|api-clients\/src\/(content-config|intl)|ticketing\/src\/availability\/ticketing-config|cart\/src\/config|account\/src\/session\/stored-token|analytics\/src\/hash-links|cart\/src\/checkout\/checkout-state|site-shell\/src\/not-found\/not-found|ui\/src\/contained\/contained|ui\/src\/picture\/responsive-picture|ui\/src\/hydration\/use-hydrated)\.tsx?$/,
  /libs\/(analytics\/src\/(consent|react\/use-consent)|site-shell\/src\/consent\/consent-(texts|banner|modals))\.tsx?$/,
  /libs\/(ui\/src\/(modal\/modal-host|tokens\/universes)|account\/src\/(account-modals|session\/account-session)|cart\/src\/added-to-cart\/cart-modals|ticketing\/src\/stands\/ticketing-modals)\.tsx?$/,
  /libs\/site-shell\/src\/(site-footer|partner-strip|notifications)\/[^/]+\.tsx?$/,
];
const frameGroup = {
  name: 'frame',
  priority: 4,
  test: (id: string) => everyPage.some((pattern) => pattern.test(id)),
};

// What the checkout's routes share (their frame, loaded state and meta, the cart page's styles, and the cart's shared
// texts, which its added-to-cart modal uses too): one chunk rather than three.
const checkoutGroup = {
  name: 'checkout',
  priority: 3,
  test: /(apps\/site\/app\/lib\/checkout-meta\.ts|libs\/cart\/src\/(checkout\/(checkout-frame\.tsx|use-checkout-loaded\.ts)|shared-texts\.ts|cart-page\/cart-page\.module\.css))($|\?)/,
};

// What a list of ticket offers runs, wherever it is (a ticket page, the home's highlighted tickets, a
// hospitality list, the stands modal): the card, the offers and their prices, the availability batch and
// the add to cart. One chunk rather than seven: 1.2 KB less gzip on a page that shows offers. A group
// also takes in what its modules import (a higher priority keeps a module in its own group): the price
// text stays a chunk of its own, since the cart's lines show prices and no offer.
const priceGroup = {
  name: 'price',
  priority: 2,
  test: /libs\/(api-clients\/src\/price|ui\/src\/price\/price)\.tsx?$/,
};
const offersGroup = {
  name: 'offers',
  priority: 1,
  test: /libs\/(ticketing\/src\/(ticket-card|ticket-offer|ticket-list|availability|ticket-prices)\/|cart\/src\/add-to-cart\/use-add-to-cart\.ts|api-clients\/src\/clients\/member-only\.ts)/,
};

// Preload lists without the chunks and stylesheets the page has already (vite/preload-missing.ts).
const preload = preloadMissing({ styledByServer: root });

export default defineConfig({
  plugins: [
    reactRouter(),
    // Preact's compat layer in place of React in the browser's build (vite/preact-browser.ts): about
    // 58 KB less gzip a page. SITE_BROWSER_RUNTIME=react builds React's instead.
    ...(browserRuntime() === 'preact' ? [preactBrowser()] : []),
    // React Router's production build in the browser (vite/production-router.ts).
    productionRouter(),
    preload.plugins,
    // The page's browser code names no lazy block type's chunk: its loader does (vite/block-chunks.ts).
    blockChunks({
      table: '@paddock/content-blocks/lazy-blocks',
      alwaysLoaded: ['./app/entry.client.tsx', './app/root.tsx', './app/routes/page.tsx'],
    }),
    // No zod and no contract schemas in the browser: the build fails if a chunk carries them.
    serverOnly(),
    // The browser reads its texts from the page's catalog: descriptors lose their English source text.
    stripSourceTexts(libsDir),
    // Each page's texts, for its server to write into the HTML: those its browser code can show
    // (vite/page-messages.ts).
    pageMessages({ table: '@paddock/content-blocks/lazy-blocks', libsDir }),
    // Each page's stylesheets, for its server to write into the head (vite/page-styles.ts).
    pageStyles({
      root,
      page: ['./app/routes/page.tsx'],
      table: '@paddock/content-blocks/lazy-blocks',
    }),
    // The frame chunk's functions compiled while it downloads, off the main thread (vite/compile-hints.ts).
    compileHints([frameGroup.name]),
    // A brotli copy of each script and stylesheet, for the server to send (vite/precompress.ts).
    precompress(),
    // Short names for the CSS modules' classes in a build (vite/short-class-names.ts).
    shortClassNames(fileURLToPath(new URL('../..', import.meta.url))),
  ],
  // A stylesheet per chunk: the server writes a page's own into its head (vite/page-styles.ts), so the
  // parts whose code loads later, or never (blocks that only render HTML), are styled from the first
  // paint; a modal's come with its code.
  build: {
    cssCodeSplit: true,
    // Terser, two passes: about 1 KB less brotli than Oxc on the home (README); the server's build
    // is not minified. Without the `safari10` Vite turns on (workarounds for Safari 10–11.0's loop
    // scoping and `await`; those have no dynamic `import()` and run none of our modules): 166 B less
    // gzip on each page (bench:bundle), for names mangled alike across scopes.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, safari10: false },
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rollupOptions: {
      output: { codeSplitting: { groups: [frameGroup, checkoutGroup, priceGroup, offersGroup] } },
    },
  },
  resolve: { conditions: [source, ...defaultClientConditions] },
  environments: {
    ssr: {
      resolve: { conditions: [source, ...defaultServerConditions] },
      // The server build's entry is the Express app that serves the React Router build (server/app.ts).
      build: { minify: false, rollupOptions: { input: './server/app.ts' } },
    },
  },
  server: { port: 3000 },
});

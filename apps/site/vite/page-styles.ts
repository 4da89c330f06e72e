/**
 * Each page's stylesheets, known to the server.
 *
 * The browser build splits the CSS by chunk (`build.cssCodeSplit`): the root's (with the frame every
 * page loads), a route's, a lazy block type's. This plugin gives the server build, read off the browser
 * build's manifest, the URLs of the stylesheets of what a page shows — the root (client entry and root
 * route), each route module, each lazy block type by block folder —
 * each list in cascade order (a chunk's imports before the chunk), and the rules of every stylesheet
 * (`virtual:paddock/page-styles`). The server writes a document's stylesheets into its head; the
 * browser links those a client-side navigation needs (app/components/stylesheets.tsx). A block's
 * stylesheets come from the server's knowledge of the page's block types, never from loading its
 * JavaScript (a block that only renders HTML loads none).
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { serverBuildModule } from './client-build.ts';

export const pageStylesModule = 'virtual:paddock/page-styles';

export interface PageStylesOptions {
  /** The modules every document loads first: the client entry and the root route. */
  root: readonly string[];
  /** The modules a page's lazy block types share with it (the page route): left out of a type's list. */
  page: readonly string[];
  /** The module whose dynamic imports are the lazy block types' modules. */
  table: string;
}

/** What `virtual:paddock/page-styles` gives the server (empty in the browser and in development). */
export interface PageStylesheets {
  /** The rules of each stylesheet, by URL. */
  rules: Record<string, string>;
  /** The stylesheets of the root: every document has them. */
  root: string[];
  /** By route module (`routes/page.tsx`, as in app/routes.ts), the stylesheets the root lacks. */
  routes: Record<string, string[]>;
  /** By block folder (`push-edito`), the stylesheets of a lazy type that the page route lacks. */
  blocks: Record<string, string[]>;
}

export const noPageStylesheets: PageStylesheets = {
  rules: {},
  root: [],
  routes: {},
  blocks: {},
};

/** React Router's key of a route module in the browser build's manifest ends with this query. */
const routeQuery = '?__react-router-build-client-route';

/**
 * The stylesheets of `keys` and of the chunks they import (statically, at any depth), each chunk's
 * imports first: the order in which their rules cascade.
 */
export function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const visited = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the browser build's manifest.`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!files.includes(file)) files.push(file);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The manifest's key of `module` (a path relative to the root): a route module's carries a query. */
function keyOf(manifest: Manifest, module: string): string {
  const key = [module, `${module}${routeQuery}`].find((each) => Object.hasOwn(manifest, each));
  if (!key) throw new Error(`${module} is not in the browser build's manifest.`);
  return key;
}

/**
 * Reads the stylesheets off the browser build's manifest. Modules are paths relative to the Vite root
 * (`app/root.tsx`); `appDirectory` (`app`) is where React Router's route modules are; `base` the
 * public path; `read` the text of an emitted file.
 */
export function pageStylesheetsOf(
  manifest: Manifest,
  options: PageStylesOptions,
  {
    appDirectory,
    base,
    read,
  }: { appDirectory: string; base: string; read: (file: string) => string },
): PageStylesheets {
  const url = (file: string) => `${base}${file}`;
  const without = (files: readonly string[], known: ReadonlySet<string>) =>
    files.filter((file) => !known.has(file)).map(url);
  const rootFiles = stylesheetsOf(
    manifest,
    options.root.map((module) => keyOf(manifest, module)),
  );
  const inRoot = new Set(rootFiles);
  const inPage = new Set([
    ...rootFiles,
    ...stylesheetsOf(
      manifest,
      options.page.map((module) => keyOf(manifest, module)),
    ),
  ]);

  const routes: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    if (!key.endsWith(routeQuery) || !manifest[key]?.isEntry) continue;
    const file = relative(appDirectory, key.slice(0, -routeQuery.length)).split('\\').join('/');
    routes[file] = without(stylesheetsOf(manifest, [key]), inRoot);
  }
  const table = manifest[keyOf(manifest, options.table)];
  const blocks: Record<string, string[]> = {};
  for (const key of table?.dynamicImports ?? []) {
    const src = manifest[key]?.src;
    if (!src) throw new Error(`${key} is not in the browser build's manifest.`);
    blocks[basename(dirname(src))] = without(stylesheetsOf(manifest, [key]), inPage);
  }
  const rules: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) rules[url(file)] ??= read(file);
  }
  return { rules, root: rootFiles.map(url), routes, blocks };
}

/**
 * Serves `virtual:paddock/page-styles` to the server build; no stylesheets in development, nor without
 * `options` (the unit tests, which build nothing).
 */
export function pageStyles(options?: PageStylesOptions): Plugin {
  return serverBuildModule({
    name: 'paddock:page-styles',
    id: pageStylesModule,
    // In development Vite's client injects each module's CSS; the browser reads no stylesheets here.
    fallback: `export default ${JSON.stringify(noPageStylesheets)};`,
    fromClient:
      options &&
      (async ({ outDir, manifest, keyOf }, config) => {
        const keys = async (modules: readonly string[]) => Promise.all(modules.map(keyOf));
        const stylesheets = pageStylesheetsOf(
          manifest,
          {
            root: await keys(options.root),
            page: await keys(options.page),
            table: await keyOf(options.table),
          },
          {
            appDirectory: 'app',
            base: config.base,
            read: (file) => readFileSync(join(outDir, file), 'utf8'),
          },
        );
        return `export default ${JSON.stringify(stylesheets)};`;
      }),
  });
}

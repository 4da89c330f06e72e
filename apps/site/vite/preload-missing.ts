/**
 * Vite lists, beside each dynamic `import()`, the chunks to preload with it (`__vite__mapDeps`), so a
 * chunk and the chunks it imports load side by side rather than one after the other. The chunks the
 * importing chunk imports itself (statically, at any depth) are loaded by then: listing them again only
 * adds bytes to the importer, and a list left with the imported chunk alone is no list at all (its
 * `import()` fetches it as soon). This trims them; what still has to load is preloaded as before.
 *
 * The same lists name the stylesheets Vite links before the import resolves. Those of the importer and
 * of what it imports statically are on the page by then, and so are those the server writes into every
 * page (`styledByServer`: the root's, with the frame every page loads; vite/page-styles.ts) — inline, where Vite, which
 * looks for `<link>`s, would not see them and would link them again, later in the cascade than the
 * rules that override theirs. The lists leave them out too.
 */
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string }) => string[];

/** The chunks `file` imports statically, at any depth. */
export function staticImportsOf(bundle: Rolldown.OutputBundle, file: string): Set<string> {
  const imports = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return imports;
}

/** The stylesheets of `files` and of the chunks they import statically, at any depth. */
export function stylesheetsLoadedWith(
  bundle: Rolldown.OutputBundle,
  files: readonly string[],
): Set<string> {
  const stylesheets = new Set<string>();
  for (const file of files) {
    for (const chunk of [file, ...staticImportsOf(bundle, file)]) {
      const output = bundle[chunk];
      if (output?.type !== 'chunk') continue;
      for (const stylesheet of output.viteMetadata?.importedCss ?? []) stylesheets.add(stylesheet);
    }
  }
  return stylesheets;
}

const depsList = /(__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=)(\[[^\]]*\])/;
const depsCall = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code whose preload lists (`__vite__mapDeps([…])`, indices into its `m.f=[…]`) no longer
 * name the stylesheets `present` says the page has; `m.f` keeps the files still named.
 */
export function withoutStylesheets(code: string, present: (file: string) => boolean): string {
  if (!code.includes('__vite__mapDeps(')) return code;
  const list = depsList.exec(code);
  if (!list?.[2]) throw new Error('A chunk calls __vite__mapDeps without its list of files.');
  const files = JSON.parse(list[2]) as string[];
  const calls = [...code.matchAll(depsCall)].map(([, indices = '']) =>
    indices
      .split(',')
      .filter((index) => index !== '')
      .map(Number)
      .filter((index) => {
        const file = files[index] ?? '';
        return !(file.endsWith('.css') && present(file));
      }),
  );
  const kept = [...new Set(calls.flat())].sort((a, b) => a - b);
  const renumbered = new Map(kept.map((index, position) => [index, position]));
  let call = 0;
  return code
    .replace(
      depsCall,
      () =>
        `__vite__mapDeps([${(calls[call++] ?? []).map((index) => renumbered.get(index)).join(',')}])`,
    )
    .replace(
      depsList,
      (_list, head: string) => `${head}${JSON.stringify(kept.map((index) => files[index]))}`,
    );
}

export interface PreloadMissingOptions {
  /**
   * Modules (paths from the Vite root) whose stylesheets, and those of what they import, the server
   * writes into every page it renders them on.
   */
  styledByServer?: readonly string[];
}

/** The plugins that see the browser's bundle, and the `build.modulePreload.resolveDependencies` they serve. */
export function preloadMissing({ styledByServer = [] }: PreloadMissingOptions = {}): {
  plugins: Plugin[];
  resolveDependencies: ResolveDependencies;
} {
  let bundle: Rolldown.OutputBundle = {};
  let root = process.cwd();
  const loaded = new Map<string, Set<string>>();
  const client = (environment: { config: { consumer: string } }) =>
    environment.config.consumer === 'client';
  return {
    plugins: [
      {
        name: 'paddock:preload-missing',
        applyToEnvironment: client,
        configResolved(config) {
          root = config.root;
        },
        // Before Vite writes the preload lists (in its own generateBundle).
        generateBundle: {
          order: 'pre',
          handler(_options, output) {
            bundle = output;
            loaded.clear();
          },
        },
      },
      {
        name: 'paddock:preload-missing-stylesheets',
        applyToEnvironment: client,
        // Once Vite has written them (it lists the stylesheets apart from resolveDependencies).
        generateBundle: {
          order: 'post',
          handler(_options, output) {
            const modules = new Set(styledByServer.map((module) => resolve(root, module)));
            const styled = Object.values(output)
              .filter(
                (chunk) =>
                  chunk.type === 'chunk' &&
                  modules.has((chunk.facadeModuleId ?? '').split('?')[0] ?? ''),
              )
              .map((chunk) => chunk.fileName);
            if (styled.length < modules.size) {
              throw new Error(`Not all of ${styledByServer.join(', ')} are chunks of the build.`);
            }
            const everyPage = stylesheetsLoadedWith(output, styled);
            for (const chunk of Object.values(output)) {
              if (chunk.type !== 'chunk') continue;
              const withImporter = stylesheetsLoadedWith(output, [chunk.fileName]);
              chunk.code = withoutStylesheets(
                chunk.code,
                (file) => everyPage.has(file) || withImporter.has(file),
              );
            }
          },
        },
      },
    ],
    resolveDependencies: (file, deps, { hostId }) => {
      let already = loaded.get(hostId);
      if (!already) {
        already = staticImportsOf(bundle, hostId);
        loaded.set(hostId, already);
      }
      const missing = deps.filter((dep) => !already.has(dep));
      return missing.length === 1 && missing[0] === file ? [] : missing;
    },
  };
}

/**
 * Vite lists, beside each dynamic `import()`, the chunks to preload with it (`__vite__mapDeps`), so a
 * chunk and the chunks it imports load side by side rather than one after the other. The chunks the
 * importing chunk imports itself (statically, at any depth) are loaded by then: listing them again only
 * adds bytes to the importer, and a list left with the imported chunk alone is no list at all (its
 * `import()` fetches it as soon). This trims them; what still has to load is preloaded as before.
 */
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

/** The plugin that sees the browser's bundle, and the `build.modulePreload.resolveDependencies` it serves. */
export function preloadMissing(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rolldown.OutputBundle = {};
  const loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'paddock:preload-missing',
      applyToEnvironment: (environment) => environment.config.consumer === 'client',
      // Before Vite writes the preload lists (in its own generateBundle).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loaded.clear();
        },
      },
    },
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

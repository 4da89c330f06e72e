import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * What the browser's build imports as `react`: Preact's compat layer, with what `app/preact/react.ts`
 * does as React does it (useSyncExternalStore while hydrating; the document's `<html>` and `<head>`).
 */
const reactModule = '\0paddock:preact-react';
const preactFlag = 'import.meta.env.PADDOCK_PREACT';
const shim = fileURLToPath(new URL('../app/preact/react.ts', import.meta.url));

const compat: Record<string, string> = {
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser's build with Preact 11's compat layer in place of React and React DOM, when the build
 * runs with `SITE_BROWSER_RUNTIME=preact` (`vite.config.ts`): about 59 KB less gzip on every page
 * (React DOM alone is 64 KB of the frame chunk), but Preact hydrates the whole page in one task where
 * React hydrates in short ones, and Lighthouse's blocking time grows (see the site's README). The
 * server's build, the development server, the unit tests and the stories keep React.
 */
export function preactBrowser(): Plugin {
  return {
    name: 'paddock:preact-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (source === 'react') return reactModule;
      const target = compat[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    // What only Preact needs (the client entry's wait for the router's state, the root's stylesheets
    // before a navigation) is under `import.meta.env.PADDOCK_PREACT`: true here, and left out of
    // React's build by the minifier.
    transform(code) {
      return code.includes(preactFlag) ? code.replaceAll(preactFlag, 'true') : null;
    },
    load(id) {
      if (id !== reactModule) return null;
      return [
        "export * from 'preact/compat';",
        `export { default, useSyncExternalStore } from ${JSON.stringify(shim)};`,
      ].join('\n');
    },
  };
}

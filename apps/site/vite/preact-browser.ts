import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * What the browser's build imports as `react`: Preact's compat layer, with what `app/preact/react.ts`
 * does as React does it (useSyncExternalStore while hydrating; the document's `<html>` and `<head>`).
 */
const reactModule = '\0paddock:preact-react';
const preactFlag = 'import.meta.env.PADDOCK_PREACT';
const shim = fileURLToPath(new URL('../app/preact/react.ts', import.meta.url));

/**
 * What the browser's build runs: Preact's compat layer, unless `SITE_BROWSER_RUNTIME=react` asks for
 * React 19 and React DOM (to compare, or to fall back). The site's build (`vite.config.ts`) and
 * `npm run bench:seats` both ask here.
 */
export function browserRuntime(env: NodeJS.ProcessEnv = process.env): 'preact' | 'react' {
  return env['SITE_BROWSER_RUNTIME'] === 'react' ? 'react' : 'preact';
}

const compat: Record<string, string> = {
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser's build with Preact 11's compat layer in place of React and React DOM (the default;
 * `SITE_BROWSER_RUNTIME=react` builds React's, `vite.config.ts`): about 58 KB less gzip on every page
 * (React DOM alone is 64 KB of React's frame chunk). Preact hydrates in the caller's task where React
 * hydrates in short ones: `app/preact/react.ts` hydrates the page in slices (see the site's README).
 * The server's build, the development server, the unit tests and the stories keep React.
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

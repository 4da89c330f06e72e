/**
 * React Router's browser code from its production build. The package publishes two builds, and its
 * `exports` name the development one under every condition. The two differ in one constant,
 * `ENABLE_DEV_WARNINGS`, which keeps the development warnings and the "hey developer" texts of its
 * default error views: about 0.6 KB gzip on every page. The browser build resolves the package's
 * modules (`react-router`, `react-router/dom`: both import the same chunks by relative path, so there
 * is one router still) to the production build's files of the same name; the server keeps the
 * package's own resolution. Should a release stop shipping the production file, the build fails and
 * names it.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const development = '/react-router/dist/development/';

/** The production build's file for a resolved React Router module, or null for any other module. */
export function productionBuildOf(id: string): string | null {
  return id.includes(development)
    ? id.replace(development, '/react-router/dist/production/')
    : null;
}

export function productionRouter(): Plugin {
  return {
    name: 'paddock:production-router',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const production = resolved && productionBuildOf(resolved.id);
      if (!production) return resolved;
      if (!existsSync(production)) {
        this.error(`React Router's production build has no ${production} for "${source}".`);
      }
      return { ...resolved, id: production };
    },
  };
}

/**
 * What the server build reads of the browser build. React Router builds the browser first, with its
 * manifest (`.vite/manifest.json`), and removes that once all is built.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';

export interface ClientBuild {
  /** Where the browser build wrote its files. */
  outDir: string;
  manifest: Manifest;
  /** The manifest's key of `module`, resolved as the server build resolves it (from the Vite root). */
  keyOf: (module: string) => Promise<string>;
}

/** The browser build of `config`, its modules resolved by `resolveId` (a plugin's `this.resolve`). */
export function clientBuild(
  config: ResolvedConfig,
  resolveId: (id: string, importer: string) => Promise<{ id: string } | null>,
): ClientBuild {
  const client = config.environments['client'];
  if (!client) throw new Error('No browser build to read.');
  const outDir = resolve(config.root, client.build.outDir);
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return {
    outDir,
    manifest,
    keyOf: async (module) => {
      const resolvedId = (await resolveId(module, join(config.root, 'index.html')))?.id;
      if (!resolvedId) throw new Error(`Cannot resolve ${module}.`);
      return relative(config.root, resolvedId).split('\\').join('/');
    },
  };
}

export interface ServerBuildModuleOptions {
  /** The plugin's name. */
  name: string;
  /** The virtual module's id (`virtual:paddock/…`). */
  id: string;
  /** Its source where there is no browser build to read: development, the browser, the unit tests. */
  fallback: string;
  /** Its source in the server build, made from the browser build (none: always `fallback`). */
  fromClient?: ((build: ClientBuild, config: ResolvedConfig) => Promise<string>) | undefined;
}

/** A plugin that serves a virtual module the server build makes from the browser build. */
export function serverBuildModule({
  name,
  id,
  fallback,
  fromClient,
}: ServerBuildModuleOptions): Plugin {
  const resolvedId = `\0${id}`;
  let config: ResolvedConfig;
  return {
    name,
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    async load(source) {
      if (source !== resolvedId) return undefined;
      if (
        !fromClient ||
        config.command !== 'build' ||
        this.environment.config.consumer !== 'server'
      ) {
        return fallback;
      }
      return fromClient(
        clientBuild(config, (module, importer) => this.resolve(module, importer)),
        config,
      );
    },
  };
}

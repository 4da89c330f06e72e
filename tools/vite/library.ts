/**
 * The one Vite + Vitest configuration of every publishable lib: an ES library build with declarations,
 * React and every (peer) dependency left external, and unit tests in jsdom with Testing Library.
 * A lib's own vite.config.ts is `export default libraryConfig(import.meta.dirname)`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Workspace packages export their TypeScript source under this condition (see tsconfig.base.json). */
export const sourceCondition = '@paddock/source';

type ExportTarget = string | null | { [condition: string]: string | undefined };

interface PackageJson {
  exports: Record<string, ExportTarget>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The entries to build, read from `exports`: each subpath whose source condition names a file becomes
 * `dist/<name>.js`, so package.json stays the one list of what a lib publishes.
 */
function entriesOf(root: string, pkg: PackageJson): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const target of Object.values(pkg.exports)) {
    if (target && typeof target === 'object' && target[sourceCondition] && target['import']) {
      const name = target['import'].replace(/^\.\/dist\//, '').replace(/\.js$/, '');
      entries[name] = join(root, target[sourceCondition]);
    }
  }
  return entries;
}

export function libraryConfig(root: string): ViteUserConfig {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
  const externals = [
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.dependencies ?? {}),
  ];
  const isExternal = (id: string) =>
    externals.some((name) => id === name || id.startsWith(`${name}/`));

  return defineConfig({
    root,
    plugins: [
      react(),
      dts({
        tsconfigPath: join(root, 'tsconfig.lib.json'),
        entryRoot: join(root, 'src'),
        // Declarations are emitted for the published build only, never during tests.
        include: ['src'],
        exclude: [
          'src/**/*.spec.ts',
          'src/**/*.spec.tsx',
          'src/**/*.stories.tsx',
          'src/test-setup.ts',
        ],
      }),
    ],
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    // Tests in the node environment (server code) resolve workspace packages to their source too.
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      lib: { entry: entriesOf(root, pkg), formats: ['es'], cssFileName: 'styles' },
      rolldownOptions: { external: isExternal },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: [
        join(import.meta.dirname, '../testing/unit-setup.ts'),
        join(root, 'src/test-setup.ts'),
      ],
      passWithNoTests: true,
      // The spec files of a lib run one after another in one jsdom rather than each in a fresh one:
      // content-blocks' 68 files go from ~100 s to ~25 s on two cores. Each test renders into its
      // own store and Testing Library cleans up after it; a lib whose specs replace modules
      // (`vi.mock`) keeps isolation in its own vite.config.ts (stadium-viewer).
      isolate: false,
      // Room for a whole journey on a busy machine (two cores shared by CI jobs), above the 10 s that
      // findBy* and waitFor may wait (tools/testing/unit-setup.ts): a slow test still passes, a
      // stuck one fails.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}

import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preactBrowser } from './preact-browser';

const root = join(import.meta.dirname, '..');

/** The packages a build's modules come from (`node_modules/<name>/`), and whether the shim is in. */
async function packagesOf(ssr: boolean): Promise<string[]> {
  const entry = '\0preact-browser-fixture.js';
  const fixture: Plugin = {
    name: 'fixture',
    resolveId: (id) => (id === 'fixture' ? entry : undefined),
    load: (id) =>
      id === entry
        ? [
            "import { useState } from 'react';",
            "import { jsx } from 'react/jsx-runtime';",
            "import { hydrateRoot } from 'react-dom/client';",
            "import { createPortal } from 'react-dom';",
            'console.log(useState, jsx, hydrateRoot, createPortal);',
          ].join('\n')
        : undefined,
  };
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [fixture, preactBrowser()],
    ssr: { noExternal: true },
    build: { write: false, ssr, minify: false, rolldownOptions: { input: 'fixture' } },
  })) as Rolldown.RolldownOutput;
  const ids = output.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
  const packages = ids.flatMap((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? []);
  const shim = ids.some((id) => id.endsWith('app/preact/react.ts')) ? ['(shim)'] : [];
  return [...new Set([...packages, ...shim])].sort();
}

describe('preactBrowser', () => {
  it('builds the browser’s React, React DOM and JSX runtime from Preact’s compat layer', async () => {
    expect(await packagesOf(false)).toEqual(['(shim)', 'preact']);
  });

  it('leaves the server build on React', async () => {
    const packages = await packagesOf(true);
    expect(packages).toContain('react-dom');
    expect(packages).not.toContain('preact');
  });
});

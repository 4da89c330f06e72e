import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserRuntime, preactBrowser } from './preact-browser';

const root = join(import.meta.dirname, '..');

/** The packages a build's modules come from (`node_modules/<name>/`), and whether the shim is in. */
async function packagesOf(ssr: boolean): Promise<string[]> {
  const output = await buildWith(
    [
      "import { useState } from 'react';",
      "import { jsx } from 'react/jsx-runtime';",
      "import { hydrateRoot } from 'react-dom/client';",
      "import { createPortal } from 'react-dom';",
      'console.log(useState, jsx, hydrateRoot, createPortal);',
    ].join('\n'),
    ssr,
  );
  const ids = output.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
  const packages = ids.flatMap((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? []);
  const shim = ids.some((id) => id.endsWith('app/preact/react.ts')) ? ['(shim)'] : [];
  return [...new Set([...packages, ...shim])].sort();
}

/** Builds `code` as the one module of a browser (or server) build with the plugin. */
async function buildWith(code: string, ssr: boolean): Promise<Rolldown.RolldownOutput> {
  const entry = '\0preact-browser-fixture.js';
  const fixture: Plugin = {
    name: 'fixture',
    resolveId: (id) => (id === 'fixture' ? entry : undefined),
    load: (id) => (id === entry ? code : undefined),
  };
  return (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [fixture, preactBrowser()],
    ssr: { noExternal: true },
    build: { write: false, ssr, minify: false, rolldownOptions: { input: 'fixture' } },
  })) as Rolldown.RolldownOutput;
}

describe('browserRuntime', () => {
  it('is Preact unless SITE_BROWSER_RUNTIME asks for React', () => {
    expect(browserRuntime({})).toBe('preact');
    expect(browserRuntime({ SITE_BROWSER_RUNTIME: 'preact' })).toBe('preact');
    expect(browserRuntime({ SITE_BROWSER_RUNTIME: 'react' })).toBe('react');
  });
});

describe('preactBrowser', () => {
  it('builds the browser’s React, React DOM and JSX runtime from Preact’s compat layer', async () => {
    expect(await packagesOf(false)).toEqual(['(shim)', 'preact']);
  });

  it('sets import.meta.env.PADDOCK_PREACT in the browser’s build only', async () => {
    const code = 'console.log(import.meta.env.PADDOCK_PREACT ? "preact" : "react");';
    const [browser] = (await buildWith(code, false)).output;
    const [server] = (await buildWith(code, true)).output;
    expect(browser.type === 'chunk' && browser.code).toContain('"preact"');
    expect(browser.type === 'chunk' && browser.code).not.toContain('"react"');
    expect(server.type === 'chunk' && server.code).not.toContain('"preact"');
  });

  it('leaves the server build on React', async () => {
    const packages = await packagesOf(true);
    expect(packages).toContain('react-dom');
    expect(packages).not.toContain('preact');
  });
});

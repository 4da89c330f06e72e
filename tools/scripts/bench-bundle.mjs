// Prints, for each route of the site, the JavaScript a first visit downloads (raw, gzip and brotli
// bytes): the client entry, the route manifest, and the modules of the root and the route with their
// imports. It builds the site first (Nx reuses a cached build) and asserts nothing.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const site = join(root, 'apps/site');

execSync('npx nx run @paddock/site:build --outputStyle=static', { cwd: root, stdio: 'inherit' });

const serverAssets = join(site, 'build/server/assets');
const serverBuild = readdirSync(serverAssets).find((file) => /^server-build-.*\.js$/.test(file));
if (!serverBuild) throw new Error(`No React Router server build in ${serverAssets}`);
const { assets } = await import(pathToFileURL(join(serverAssets, serverBuild)).href);

const sizes = new Map();
function sizeOf(url) {
  if (!sizes.has(url)) {
    const content = readFileSync(join(site, 'build/client', url));
    sizes.set(url, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    });
  }
  return sizes.get(url);
}

function chain(routeId) {
  const route = assets.routes[routeId];
  return route.parentId ? [...chain(route.parentId), route] : [route];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
const rows = Object.values(assets.routes)
  .filter((route) => route.id !== 'root' && route.hasDefaultExport) // pages, not resource routes
  .map((route) => {
    const files = new Set([assets.url, assets.entry.module, ...assets.entry.imports]);
    for (const each of chain(route.id)) {
      files.add(each.module);
      for (const file of each.imports ?? []) files.add(file);
    }
    const total = { raw: 0, gzip: 0, brotli: 0, files: files.size };
    for (const file of files) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    return { route: `${route.id} (/${route.path ?? ''})`, ...total };
  });

console.log('\nJavaScript of a first visit, per route\n');
console.log(
  `${'route'.padEnd(36)} ${'files'.padStart(5)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(36)} ${String(row.files).padStart(5)} ${kb(row.raw)} ${kb(row.gzip)} ${kb(row.brotli)}`,
  );
}

console.log('\nLargest files of those visits\n');
const largest = [...sizes].sort(([, a], [, b]) => b.gzip - a.gzip).slice(0, 16);
for (const [file, size] of largest) {
  console.log(`${file.padEnd(42)} ${kb(size.raw)} ${kb(size.gzip)} ${kb(size.brotli)}`);
}

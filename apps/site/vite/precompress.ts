/**
 * The browser's build also written brotli-compressed, once: each script, stylesheet, SVG and JSON file
 * of at least `precompressFrom` bytes gets a `name.br` beside it (quality 11, the best brotli has). The
 * server (`server.js`, with express-static-gzip) sends it to a browser that accepts brotli: about 14 %
 * fewer bytes than the gzip it would otherwise compress on each request, on a phone's network, and no
 * compression work per request. Smaller files stay as they are: their headers outweigh the gain.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files smaller than this are sent as they are (or compressed by the server's middleware). */
export const precompressFrom = 1024;

const compressible = /\.(js|css|svg|json)$/;

/** Whether the build writes a brotli copy of `fileName`, `size` bytes. */
export function precompresses(fileName: string, size: number): boolean {
  return compressible.test(fileName) && size >= precompressFrom;
}

/** `bytes` brotli-compressed at quality 11. */
export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export function precompress(): Plugin {
  return {
    name: 'paddock:precompress',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // From the written files: what the server sends is exactly what the build wrote.
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const path = join(outDir, fileName);
        const bytes = readFileSync(path);
        if (precompresses(fileName, bytes.length)) writeFileSync(`${path}.br`, brotli(bytes));
      }
    },
  };
}

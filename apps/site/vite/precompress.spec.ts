import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotli, precompresses, precompressFrom } from './precompress';

describe('precompresses', () => {
  it('writes a brotli copy of scripts, stylesheets, SVG and JSON from 1 KB', () => {
    for (const name of [
      'assets/frame-abc.js',
      'assets/page-abc.css',
      'assets/logo.svg',
      'a.json',
    ]) {
      expect(precompresses(name, precompressFrom)).toBe(true);
      expect(precompresses(name, precompressFrom - 1)).toBe(false);
    }
  });

  it('leaves the files browsers do not compress further (fonts, pictures) and maps as they are', () => {
    for (const name of ['assets/archivo.woff2', 'assets/hero.png', 'assets/frame-abc.js.map']) {
      expect(precompresses(name, 100_000)).toBe(false);
    }
  });
});

describe('brotli', () => {
  it('gives back the same bytes, in fewer than gzip -9 takes', () => {
    const script = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const value${i} = "${i.toString(36)}";\n`).join(
        '',
      ),
    );
    const compressed = brotli(script);
    expect(brotliDecompressSync(compressed).equals(script)).toBe(true);
    expect(compressed.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});

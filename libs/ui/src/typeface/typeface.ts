// The same file as the @font-face of tokens.css: the bundler gives both one hashed URL.
import archivoLatin from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url';

/**
 * The URL of the site's typeface file (Archivo, variable weight, latin subset, woff2), for the
 * document head's `<link rel="preload" as="font" type="font/woff2" crossorigin>`.
 */
export const typefaceUrl: string = archivoLatin;

/** The `<link>` that preloads the typeface, as React Router's `links` export wants it. */
export const typefacePreload = {
  rel: 'preload',
  href: typefaceUrl,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const;

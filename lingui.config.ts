import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Every lib that ships texts keeps its own catalogs in src/locales/{locale}/messages.po. */
const libsWithTexts = readdirSync('libs').filter((lib) => existsSync(`libs/${lib}/src/locales`));

export default defineConfig({
  locales: ['fr', 'en'],
  // Messages are written in English with explicit ids; French is translated in the .po files.
  sourceLocale: 'en',
  catalogs: libsWithTexts.map((lib) => ({
    path: `<rootDir>/libs/${lib}/src/locales/{locale}/messages`,
    include: [`<rootDir>/libs/${lib}/src`],
    exclude: ['**/*.spec.*', '**/*.stories.*', '**/testing/**'],
  })),
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});

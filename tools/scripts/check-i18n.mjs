// Fails when a catalog misses a message: extracts every id from the sources, compiles with --strict
// (a missing translation is an error), and fails when either step changed a catalog, i.e. when the
// catalogs in the tree were not up to date with the code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const catalogs = () =>
  new Map(
    readdirSync('libs')
      .flatMap((lib) =>
        ['fr', 'en'].flatMap((locale) =>
          ['po', 'ts'].map((ext) => `libs/${lib}/src/locales/${locale}/messages.${ext}`),
        ),
      )
      .filter((file) => existsSync(file))
      .map((file) => [file, readFileSync(file, 'utf8')]),
  );

const before = catalogs();
execSync('npx lingui extract --clean', { stdio: 'inherit' });
execSync('npx lingui compile --strict --typescript', { stdio: 'inherit' });
const after = catalogs();

const stale = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
if (stale.length > 0) {
  console.error(
    `\nThese catalogs were out of date and have just been rewritten; review them:\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Catalogs complete: every message has its fr and en text.');

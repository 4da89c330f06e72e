// Fails when a catalog misses a message: extracts every id from the sources, compiles with --strict
// (a missing translation is an error), and checks that the committed catalogs were up to date.
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });

run('npx lingui extract --clean');
run('npx lingui compile --strict --typescript');

const stale = execSync("git status --porcelain -- 'libs/*/src/locales' 'apps/*/app/locales'", {
  encoding: 'utf8',
});
if (stale.trim()) {
  console.error(
    `\nThese catalogs were out of date and have just been rewritten; review and commit them:\n${stale}`,
  );
  process.exit(1);
}
console.log('Catalogs complete: every message has its fr and en text.');

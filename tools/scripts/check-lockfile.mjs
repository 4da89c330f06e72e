// Fails when package-lock.json is stale: when npm, resolving the workspace's manifests again, would write
// a different lockfile than the one committed. A newcomer's `npm install` must leave the clone clean.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const lockfile = 'package-lock.json';
const before = readFileSync(lockfile, 'utf8');
execFileSync(
  'npm',
  [
    'install',
    '--package-lock-only',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ],
  { stdio: 'inherit' },
);
const rewritten = readFileSync(lockfile, 'utf8') !== before;

// `npm install` ran just before this check in CI and may have rewritten the file already: compare with
// the committed lockfile too, when there is a git checkout to compare with.
const git = spawnSync('git', ['diff', '--quiet', 'HEAD', '--', lockfile]);
const differsFromCommit = git.status === 1;

if (rewritten || differsFromCommit) {
  console.error(
    `✖ ${lockfile} is stale: npm install writes another one than the one committed.\n` +
      `  Run \`npm install\`, review \`git diff ${lockfile}\` and commit it.`,
  );
  process.exit(1);
}
console.log(`✔ ${lockfile} is the one npm install writes, and it is committed`);

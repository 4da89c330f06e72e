// Every test of the workspace, in the order that fails fastest: the README's test command. It begins as a
// newcomer does, with the README's start command on this clone before anything else has built. Under
// CI=true every Nx task runs for real: no cache carried over from an earlier run on the machine.
import { spawnSync } from 'node:child_process';

const ci = Boolean(process.env.CI);
const steps = [
  [
    'The start command: npm start serves / and /en (spare ports)',
    'node tools/scripts/check-start.mjs',
  ],
  [
    'A fresh npm install leaves package-lock.json as committed',
    'node tools/scripts/check-lockfile.mjs',
  ],
  ['Chromium for the browser tests', 'bash tools/scripts/ensure-chromium.sh'],
  ['Catalogs complete (fr, en)', 'node tools/scripts/check-i18n.mjs'],
  ['Lint and typecheck of the workspace files (.storybook, tools)', 'npm run lint:workspace'],
  [
    'Lint (layers included), typecheck, unit tests, builds, publint + attw',
    'npx nx run-many -t lint typecheck test build publint --parallel=2 --outputStyle=static',
  ],
  ['Storybook build', 'npm run storybook:build'],
  ['Every story as a test in Chromium (play + axe)', 'npm run storybook:test'],
  [
    'End-to-end journeys against the built site',
    // The site was built by the step above: not again (under CI, Nx would rebuild it uncached).
    'npx nx run @paddock/site-e2e:e2e --exclude-task-dependencies --outputStyle=static',
  ],
];

const env = { ...process.env, NX_DAEMON: 'false', ...(ci ? { NX_SKIP_NX_CACHE: 'true' } : {}) };
if (ci) console.log('CI: every Nx task runs, none is taken from a cache (NX_SKIP_NX_CACHE=true).');

const started = Date.now();
const timings = [];
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
for (const [title, command] of steps) {
  console.log(`\n▶ ${title}\n  $ ${command}\n`);
  const stepStarted = Date.now();
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env,
  });
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds(stepStarted)}.`);
    process.exit(status ?? 1);
  }
  console.log(`\n✔ ${title} (${seconds(stepStarted)})`);
  timings.push(`  ${seconds(stepStarted).padStart(6)}  ${title}`);
}
console.log(`\nEvery check passed in ${seconds(started)}:\n${timings.join('\n')}`);

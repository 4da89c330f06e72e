// Every test of the workspace, in the order that fails fastest: the README's test command.
import { spawnSync } from 'node:child_process';

const steps = [
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
    'npx nx run @paddock/site-e2e:e2e --outputStyle=static',
  ],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
for (const [title, command] of steps) {
  console.log(`\n▶ ${title}\n  $ ${command}\n`);
  const stepStarted = Date.now();
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds(stepStarted)}.`);
    process.exit(status ?? 1);
  }
  console.log(`\n✔ ${title} (${seconds(stepStarted)})`);
}
console.log(`\nEvery check passed in ${seconds(started)}.`);

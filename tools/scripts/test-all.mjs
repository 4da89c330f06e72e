// Every test of the workspace, in the order that fails fastest: the README's test command. It begins as a
// newcomer does, with the README's start command on this clone before anything else has built. Under
// CI=true every Nx task runs for real: no cache carried over from an earlier run on the machine.
import { spawn } from 'node:child_process';

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

// The lines of a step's output that say what failed (Vitest, Playwright, Nx, ESLint, tsc), with a few
// lines after each: printed again at the end of a failing step, where a reader of the log's tail (CI
// shows its last lines) finds them, however long the output of the tasks that ended after it.
const failureLine = new RegExp(
  [
    String.raw`^\s*(FAIL|×)\s`, // Vitest: a failing file or test, then its error
    String.raw`Uncaught Exception|Unhandled Rejection`, // Vitest: an error outside any test, which fails the run
    String.raw`^\s+\d+\) \[`, // Playwright: a failing journey, then its error
    String.raw`error TS\d+`, // tsc
    String.raw`^\s+\d+:\d+\s+error\s`, // ESLint
    String.raw`^Failed tasks:`, // Nx, followed by the tasks
  ].join('|'),
);
const contextAfter = 14;
const maxRepeated = 150;
// eslint-disable-next-line no-control-regex -- the colours of a terminal
const colours = /\u001b\[[0-9;]*m/g;

function failuresOf(lines) {
  const kept = [];
  let after = 0;
  for (const raw of lines) {
    const line = raw.replace(colours, '').trimEnd();
    if (failureLine.test(line)) after = contextAfter + 1;
    if (after <= 0 || line.trim() === '') continue;
    kept.push(line);
    after -= 1;
  }
  return kept.length > maxRepeated
    ? [...kept.slice(0, maxRepeated), `… and ${kept.length - maxRepeated} more lines above`]
    : kept;
}

/** Runs `command` with its output shown as it comes, and resolves to its status and its lines. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'], env });
    const lines = [];
    const partial = { stdout: '', stderr: '' };
    const keep = (stream, chunk) => {
      const text = partial[stream] + chunk.toString('utf8');
      const parts = text.split('\n');
      partial[stream] = parts.pop() ?? '';
      lines.push(...parts);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep('stdout', chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep('stderr', chunk);
    });
    child.on('close', (status, signal) => {
      lines.push(partial.stdout, partial.stderr);
      resolve({ status: status ?? (signal ? 1 : 0), lines });
    });
  });
}

for (const [title, command] of steps) {
  console.log(`\n▶ ${title}\n  $ ${command}\n`);
  const stepStarted = Date.now();
  const { status, lines } = await run(command);
  if (status !== 0) {
    const failures = failuresOf(lines);
    if (failures.length > 0) {
      console.error(`\n✖ What failed in "${title}", as printed above:\n`);
      console.error(failures.map((line) => `  ${line}`).join('\n'));
    }
    console.error(`\n✖ ${title} failed after ${seconds(stepStarted)}.`);
    process.exit(status);
  }
  console.log(`\n✔ ${title} (${seconds(stepStarted)})`);
  timings.push(`  ${seconds(stepStarted).padStart(6)}  ${title}`);
}
console.log(`\nEvery check passed in ${seconds(started)}:\n${timings.join('\n')}`);

// `npm start`, the README's first command: builds what the site needs, starts the local services and the
// built site, and says where they are. If a part fails to build or start, or stops later, everything this
// script started is stopped and it exits with an error: never a half-started system.
//
// PORT (3000) is the site's, SERVICES_PORT (3100) the services'; the site is pointed at the services'
// port unless CONTENT_API_URL and its siblings are set, and runs with NODE_ENV=production unless
// NODE_ENV is set. Everything else passes through to both (see apps/site/app/config.server.ts and
// apps/services/src/config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;
const env = process.env;
const sitePort = Number(env.PORT ?? 3000);
const servicesPort = Number(env.SERVICES_PORT ?? 3100);
const servicesUrl = `http://localhost:${servicesPort}`;
const siteUrl = `http://localhost:${sitePort}`;
const startupLimitMs = 180_000;

const say = (line) => console.log(`[start] ${line}`);
const fail = (line) => console.error(`\n[start] ✖ ${line}`);

// 0. Both ports free: a part that cannot listen would leave the other one running for nothing.
for (const [name, port] of [
  ['site (PORT)', sitePort],
  ['services (SERVICES_PORT)', servicesPort],
]) {
  const taken = await new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (taken) {
    fail(`port ${port} of the ${name} is in use: stop what listens there or choose another port.`);
    process.exit(1);
  }
}

// 1. The site's build, with what it depends on (Nx builds @paddock/i18n first: the route config reads it).
say('building the site (Nx builds what it depends on first)…');
const build = spawnSync('npx', ['nx', 'run', '@paddock/site:build', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, NX_DAEMON: env.NX_DAEMON ?? 'false' },
});
if (build.status !== 0) {
  fail('the site did not build (above); nothing was started.');
  process.exit(build.status ?? 1);
}

// 2. The services, then the site; each in its own process group so that stopping takes its children too.
/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const parts = [];
let stopping = false;

function start(name, command, args, options) {
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    fail(`the ${name} stopped (${signal ?? `exit code ${code}`}): stopping the rest.`);
    stop(1);
  });
  parts.push({ name, child });
  return child;
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = parts.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const { child } of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    signal(child, 'SIGTERM');
  }
  // The site's own shutdown waits up to 10 s for open requests; past that, no more waiting.
  setTimeout(() => {
    for (const { child } of running) signal(child, 'SIGKILL');
    process.exit(code);
  }, 15_000).unref();
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // already gone
  }
}

for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(name, () => stop(0));

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

async function waitFor(name, url) {
  const until = Date.now() + startupLimitMs;
  while (!stopping) {
    if (await answers(url)) return;
    if (Date.now() > until) {
      fail(`the ${name} did not answer ${url} within ${startupLimitMs / 1000} s: stopping.`);
      stop(1);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const withDefaults = (defaults) =>
  Object.fromEntries(Object.entries(defaults).filter(([key]) => env[key] === undefined));

start('services', 'npm', ['start', '-w', '@paddock/services'], {
  cwd: root,
  env: {
    ...env,
    SERVICES_PORT: String(servicesPort),
    ...withDefaults({ ALLOWED_ORIGINS: `${siteUrl},http://127.0.0.1:${sitePort}` }),
  },
});
await waitFor('services', `${servicesUrl}/health`);

start('site', 'node', ['server.js'], {
  cwd: `${root}/apps/site`,
  env: {
    ...env,
    PORT: String(sitePort),
    ...withDefaults({
      // The built site runs as in production (Express and React Router included) unless told otherwise.
      NODE_ENV: 'production',
      CONTENT_API_URL: `${servicesUrl}/content`,
      CART_API_URL: `${servicesUrl}/cart`,
      ACCOUNT_API_URL: `${servicesUrl}/account`,
      ACCOUNT_SITE_URL: `${servicesUrl}/account`,
      EVENTS_URL: `${servicesUrl}/events`,
      GTM_SCRIPT_URL: `${servicesUrl}/content/assets/analytics/gtm.js`,
      PIXEL_SCRIPT_URL: `${servicesUrl}/content/assets/analytics/pixel.js`,
    }),
  },
});
await waitFor('site', `${siteUrl}/`);

if (!stopping) {
  say(
    `ready: ${siteUrl}/ (fr), ${siteUrl}/en (en); the services on ${servicesUrl}. Ctrl+C stops both.`,
  );
}

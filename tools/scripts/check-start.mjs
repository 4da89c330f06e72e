// The test command's first step: the README's start command works on this clone. Runs `npm start` as a
// newcomer would (before anything else has built, on spare ports and a throw-away database), waits for
// the home to answer 200 in French and in English with content from the services, then stops
// everything it started and checks that it did.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;
const limitMs = 10 * 60_000;

/** A port nobody listens on now. */
function sparePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const sitePort = await sparePort();
let servicesPort = await sparePort();
while (servicesPort === sitePort) servicesPort = await sparePort();
const site = `http://localhost:${sitePort}`;

// What each home must hold: its language, and texts the content service sends (the site's tagline).
const homes = [
  { url: `${site}/`, lang: 'fr', text: 'La plus grande course d’endurance automobile du monde' },
  { url: `${site}/en`, lang: 'en', text: 'The world’s greatest endurance motor race' },
];

console.log(`npm start with PORT=${sitePort} SERVICES_PORT=${servicesPort}\n`);
const start = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(sitePort),
    SERVICES_PORT: String(servicesPort),
    SERVICES_DATA_DIR: 'memory://',
  },
  stdio: 'inherit',
  detached: true,
});
/** @type {Promise<number | null>} */
const ended = new Promise((resolve) => start.once('exit', (code) => resolve(code)));
let exited = false;
void ended.then(() => (exited = true));

/** The home's HTML when it answers 200, else null. */
async function fetchHome(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.status === 200 ? await response.text() : null;
  } catch {
    return null;
  }
}

const decode = (html) =>
  html
    .replace(/&#x27;|&#39;|&apos;/g, '’')
    .replace(/'/g, '’')
    .replace(/&amp;/g, '&');

let problem = '';
const until = Date.now() + limitMs;
for (const home of homes) {
  let html = null;
  while (!exited && Date.now() < until && (html = await fetchHome(home.url)) === null) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (html === null) {
    problem = exited
      ? 'npm start ended before the site answered (its log is above).'
      : `${home.url} did not answer 200 within ${limitMs / 60_000} minutes.`;
    break;
  }
  const text = decode(html);
  if (!text.includes(`<html lang="${home.lang}"`) || !text.includes(home.text)) {
    problem = `${home.url} answered 200 without its content (lang="${home.lang}", “${home.text}”).`;
    break;
  }
  console.log(`\n✔ ${home.url} answers 200 in ${home.lang} with the services' content`);
}

// Stop what npm start started, as Ctrl+C does, then make sure nothing is left listening.
if (!exited) {
  try {
    process.kill(-start.pid, 'SIGINT');
  } catch {
    // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-start.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 30_000);
  await ended;
  clearTimeout(timer);
}
for (const port of [sitePort, servicesPort]) {
  const stillUp = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) })
    .then(() => true)
    .catch(() => false);
  if (stillUp && !problem)
    problem = `something still listens on port ${port} after npm start was stopped.`;
}

if (problem) {
  console.error(`\n✖ ${problem}`);
  process.exit(1);
}
console.log('✔ npm start stopped, and everything it started with it');

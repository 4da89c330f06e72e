// Starts the built site and the local services (on a throw-away database) for the benchmarks.
import { execSync, spawn } from 'node:child_process';

const root = new URL('../../..', import.meta.url).pathname;

async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function buildSite() {
  execSync('npx nx run @paddock/site:build --outputStyle=static', { cwd: root, stdio: 'inherit' });
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

function stopAll(children) {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * The services on `servicesPort` and the built site on `sitePort`, production mode; `otherSites` are
 * more instances of the same build against the same services, each on its port with its own extra
 * environment (`HTML_CACHE: 'off'`…). It refuses ports something already answers on (it would measure
 * someone else's server), and stops what it started if any does not come up.
 */
export async function startStack({ sitePort, servicesPort, otherSites = [] }) {
  for (const port of [servicesPort, sitePort, ...otherSites.map((other) => other.port)]) {
    if (await answers(`http://127.0.0.1:${port}/`)) {
      throw new Error(`Port ${port} is in use: stop what runs there or choose other ports.`);
    }
  }
  const children = [];
  try {
    return await start({ sitePort, servicesPort, otherSites, children });
  } catch (error) {
    stopAll(children);
    throw error;
  }
}

/** The built site on `port`, pointed at the services of `servicesUrl`, once it answers. */
async function startSite({ port, servicesUrl, env = {}, children }) {
  const site = spawn('node', ['server.js'], {
    cwd: `${root}/apps/site`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_API_URL: `${servicesUrl}/content`,
      CART_API_URL: `${servicesUrl}/cart`,
      ACCOUNT_API_URL: `${servicesUrl}/account`,
      ACCOUNT_SITE_URL: `${servicesUrl}/account`,
      EVENTS_URL: `${servicesUrl}/events`,
      SHOP_ALLOWED_HOSTS: '127.0.0.1',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  children.push(site);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { url, pid: site.pid };
}

async function start({ sitePort, servicesPort, otherSites, children }) {
  const services = spawn('npm', ['start', '-w', '@paddock/services'], {
    cwd: root,
    env: {
      ...process.env,
      SERVICES_PORT: String(servicesPort),
      SERVICES_PUBLIC_URL: `http://127.0.0.1:${servicesPort}`,
      SERVICES_DATA_DIR: 'memory://',
      // The site's pages call the services from the browser too.
      ALLOWED_ORIGINS: [sitePort, ...otherSites.map((other) => other.port)]
        .map((port) => `http://127.0.0.1:${port}`)
        .join(','),
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
    detached: true,
  });
  children.push(services);
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  await waitFor(`${servicesUrl}/health`);
  const site = await startSite({ port: sitePort, servicesUrl, children });
  const others = [];
  for (const other of otherSites) {
    others.push(await startSite({ ...other, servicesUrl, children }));
  }
  return {
    siteUrl: site.url,
    /** The process id of each site (`siteUrl`, then `otherSiteUrls`), by its address. */
    sitePids: new Map([site, ...others].map(({ url, pid }) => [url, pid])),
    otherSiteUrls: others.map(({ url }) => url),
    stop() {
      stopAll(children.toReversed());
    },
  };
}

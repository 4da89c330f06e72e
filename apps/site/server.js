// @ts-check
/**
 * The site's Node server: the HTTP front of server/http.js (security headers, bad requests refused,
 * compression, errors answered without a trace), static assets (fingerprinted ones cached for a
 * year; the build's brotli copies to browsers that accept brotli), the React Router app, and a
 * graceful shutdown. `node server.js` serves the build; `node server.js --dev` serves the sources
 * through Vite with hot reload.
 */
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createSiteServer, refuseTunnels } from './server/http.js';

const dev = process.argv.includes('--dev');
const shutdownGrace = 10_000;

/** @type {{ port: number, host: string }} */
let config;
/** @type {(server: express.Express) => void} */
let mount;
if (dev) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const loadApp = () => vite.ssrLoadModule('./server/app.ts');
  config = (await loadApp()).config;
  mount = (server) => {
    server.use(vite.middlewares);
    server.use(async (request, response, next) => {
      try {
        (await loadApp()).app(request, response, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  };
} else {
  // A path in a variable: the type checker describes the build here rather than reading it.
  const serverBuild = './build/server/index.js';
  /** @type {{ app: express.Express, config: typeof config }} */
  const built = await import(serverBuild);
  config = built.config;
  mount = (server) => {
    // No redirects of directories (`/assets/x` to `/assets/x/`): the site's redirects are its own.
    // The build's brotli copy of a script or stylesheet (vite/precompress.ts) to a browser that
    // accepts brotli, with `Vary: Accept-Encoding`; to others the file, which compression() gzips.
    server.use(
      '/assets',
      expressStaticGzip('build/client/assets', {
        enableBrotli: true,
        orderPreference: ['br'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', index: false, redirect: false },
      }),
    );
    // Other public files (favicon…) have an extension; pages don't, and skip the file system.
    const publicFiles = express.static('build/client', {
      maxAge: '1h',
      index: false,
      redirect: false,
    });
    server.use((request, response, next) =>
      request.path.includes('.') ? publicFiles(request, response, next) : next(),
    );
    server.use(built.app);
  };
}

const server = createSiteServer(mount);

const listener = server.listen(
  config.port,
  config.host,
  (/** @type {Error | undefined} */ error) => {
    // Express 5 hands a failure to listen (a port in use, a host that does not exist) to this callback.
    if (error) {
      console.error(`The site could not listen on ${config.host}:${config.port}: ${error.message}`);
      process.exit(1);
    }
    console.log(`Paddock site on http://localhost:${config.port}${dev ? ' (development)' : ''}`);
  },
);

/** Finish the requests in flight, refuse new ones, then leave. */
function shutdown(/** @type {string} */ signal) {
  console.log(`${signal}: closing the site server`);
  listener.close(() => process.exit(0));
  listener.closeIdleConnections();
  setTimeout(() => {
    listener.closeAllConnections();
    process.exit(0);
  }, shutdownGrace).unref();
}
refuseTunnels(listener);
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

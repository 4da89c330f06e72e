// @ts-check
/**
 * The site's HTTP front, around whatever serves its pages (server.js mounts the React Router app):
 * security headers, what no request gets past, compression, and the last error handler.
 *
 * - A method the site does not serve (TRACE, TRACK, CONNECT…): 405, with `Allow`.
 * - A request that names no host, or something that is not one (`localhost:@evil.example`, an empty
 *   Host), in `Host` or `X-Forwarded-Host`, or whose target is not a path: 400.
 * - Any error: a plain status text, never a stack trace or a file path, whatever NODE_ENV says; the
 *   error itself goes to the server's log.
 */
import { STATUS_CODES } from 'node:http';
import compression from 'compression';
import express from 'express';

/** What the site answers: pages and their data (GET, HEAD), and forms posted to a route (POST). */
export const allowedMethods = ['GET', 'HEAD', 'POST'];

/** `name`, `name:port`, `1.2.3.4:port`, `[::1]:port`: a host and nothing else (no user, path, space). */
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** @param {string | string[] | undefined} host */
export function isHost(host) {
  return typeof host === 'string' && host.length <= 255 && hostPattern.test(host);
}

/**
 * CONNECT asks the server to open a tunnel, and never reaches Express: Node hands it to the HTTP
 * server's `connect` listeners, and without one drops the connection unanswered. Answered 405 here.
 * (Methods Node does not know, such as TRACK, Node answers 400 itself.)
 * @param {import('node:http').Server} listener
 */
export function refuseTunnels(listener) {
  listener.on('connect', (_request, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods.join(', ')}\r\n` +
        'Content-Type: text/plain; charset=utf-8\r\nContent-Length: 19\r\nConnection: close\r\n\r\n' +
        'Method Not Allowed\n',
    );
  });
}

/**
 * A plain answer: the status and its standard text, never cached.
 * @param {express.Response} response
 * @param {number} status
 */
function plain(response, status) {
  response
    .status(status)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(`${STATUS_CODES[status] ?? 'Error'}\n`);
}

/** @type {express.RequestHandler} */
export function refuseBadRequests(request, response, next) {
  if (!allowedMethods.includes(request.method)) {
    response.set('Allow', allowedMethods.join(', '));
    return plain(response, 405);
  }
  const forwarded = request.headers['x-forwarded-host'];
  if (
    !isHost(request.headers.host) ||
    (forwarded !== undefined && !isHost(forwarded)) ||
    !request.url.startsWith('/')
  ) {
    return plain(response, 400);
  }
  next();
}

/**
 * The status an error asks for, when it is a refusal of the request (a malformed path, a body too
 * large); anything else is the server's failure.
 * @param {unknown} error
 */
function statusOf(error) {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = /** @type {{ status?: unknown, statusCode?: unknown }} */ (error);
  const asked = typeof status === 'number' ? status : statusCode;
  return typeof asked === 'number' && asked >= 400 && asked < 500 ? asked : 500;
}

/** @type {express.ErrorRequestHandler} */
export function plainErrors(error, request, response, _next) {
  const status = statusOf(error);
  if (status >= 500) console.error(`${request.method} ${request.originalUrl}:`, error);
  // Part of the answer is out already: all that is left is to end it.
  if (response.headersSent) {
    response.destroy();
    return;
  }
  plain(response, status);
}

/**
 * @param {express.Request} _request
 * @param {express.Response} response
 * @param {express.NextFunction} next
 */
function securityHeaders(_request, response, next) {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  });
  next();
}

/**
 * The site's server: the front, then what `mount` adds (assets, the app), then the last error handler.
 * The Content-Security-Policy, which needs each request's nonce, is set by app/entry.server.tsx.
 * @param {(server: express.Express) => void} mount
 */
export function createSiteServer(mount) {
  const server = express();
  server.disable('x-powered-by');
  server.use(securityHeaders);
  server.use(refuseBadRequests);
  server.use(compression());
  mount(server);
  server.use(plainErrors);
  return server;
}

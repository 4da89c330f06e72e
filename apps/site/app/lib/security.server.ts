import type { Config } from '../config.server';

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of an HTML response: scripts only from this origin or carrying the
 * request's nonce; data only from this site and its services; framed by nobody else.
 */
export function contentSecurityPolicy(nonce: string, config: Config): string {
  const services = [...new Set(Object.values(config.services).map(origin))];
  const external = config.stadiumViewer.scriptUrl ? [origin(config.stadiumViewer.scriptUrl)] : [];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${external.join(' ')}`.trim(),
    // The boot script's worker that loads the browser's Intl data (lib/intl-warm-up.ts) is a data:
    // URL; the external stadium viewer may start workers of its own origin.
    `worker-src data: ${external.join(' ')}`.trim(),
    // React writes the universe colour as a style attribute.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${[...services, ...external].join(' ')}`,
    "font-src 'self'",
    // The external stadium viewer (when configured) fetches its panoramas from its own origin.
    `connect-src 'self' ${[...services, ...external].join(' ')}`,
    `frame-src ${config.embedOrigins.join(' ') || "'none'"}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action 'self' ${origin(config.accountSiteUrl)}`,
    "object-src 'none'",
  ].join('; ');
}

/** The address a request comes from, the one key of every per-client limit (logins, carts, forms). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer's address; 'unknown' where the server gives none (a request made in a test without a socket). */
export function clientAddress(context: Context): string {
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

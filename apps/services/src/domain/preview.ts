/**
 * Preview sessions: draft content (`draft=1`) is served to previewers only. The back office, holding the
 * preview secret (PREVIEW_TOKEN), is granted a session for a previewer; the previewer's browser carries
 * it (the site keeps it in an HttpOnly cookie and forwards it in `x-preview-token`); the content service
 * verifies it on every draft call. A session is signed, not stored: an HMAC of its end and a random
 * nonce under a key derived from the secret, so changing the secret ends every session, and nothing
 * outlives its end.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

const version = 'ps1';

export interface PreviewSession {
  expiresAt: string;
}

export interface PreviewSessions {
  /** A new session, good for the configured time from now. */
  grant(): PreviewSession & { token: string };
  /** The session `token` is, while it is valid; null for anything else. */
  verify(token: string | undefined): PreviewSession | null;
}

/** Whether `given` is `secret`, in a time that does not tell how much of it matched. */
export function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) =>
    createHmac('sha256', 'paddock secret check').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export function previewSessions(secret: string, ttlSeconds: number, clock: Clock): PreviewSessions {
  const key = createHmac('sha256', secret).update('paddock preview sessions').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    grant() {
      const end = clock.now().getTime() + ttlSeconds * 1000;
      const payload = `${version}.${end.toString(36)}.${randomBytes(16).toString('base64url')}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(end).toISOString() };
    },
    verify(token) {
      if (!token || token.length > 512) return null;
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== version) return null;
      const [, end = '', nonce = '', signature = ''] = parts;
      const expected = Buffer.from(sign(`${version}.${end}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const endsAt = parseInt(end, 36);
      if (!Number.isSafeInteger(endsAt) || endsAt <= clock.now().getTime()) return null;
      return { expiresAt: new Date(endsAt).toISOString() };
    },
  };
}

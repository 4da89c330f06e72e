import type { Notification } from '@paddock/api-clients/contracts';

/**
 * A `notification` event's data, checked by hand (the browser ships no zod): the contract's
 * Notification, or null for anything else.
 */
export function asNotification(data: unknown): Notification | null {
  if (typeof data !== 'object' || data === null) return null;
  const { uuid, text, duration, link, publishedAt } = data as Record<string, unknown>;
  if (typeof uuid !== 'string' || typeof text !== 'string' || text.length === 0) return null;
  if (typeof duration !== 'number' || !(duration > 0) || typeof publishedAt !== 'string')
    return null;
  if (link !== undefined) {
    if (typeof link !== 'object' || link === null) return null;
    const { href, text: linkText } = link as Record<string, unknown>;
    if (typeof href !== 'string' || typeof linkText !== 'string') return null;
    return { uuid, text, duration, publishedAt, link: { href, text: linkText } };
  }
  return { uuid, text, duration, publishedAt };
}

import type { Messages } from '@lingui/core';
import messageIds from 'virtual:paddock/page-messages';
import type { PageMessageIds } from '../../vite/page-messages';
import { serializeMessages, type PageMessages } from './messages';

/** How many pages' messages are kept written, per catalog, before the oldest go. */
const keptPerCatalog = 256;
const kept = new WeakMap<Messages, Map<string, PageMessages>>();

/**
 * The messages element of a page whose interactive lazy block types live in `blockFolders`: the
 * messages its browser code can show (the frame's, the routes', those types'), which the build
 * names (vite/page-messages.ts); the whole catalog where the build names none (development, tests).
 * Each catalog that cannot change (the server's are frozen) keeps what it wrote for a set of folders.
 */
export function pageMessages(
  messages: Messages,
  blockFolders: Iterable<string>,
  ids: PageMessageIds | null = messageIds,
): PageMessages {
  if (!ids) return { text: serializeMessages(messages), partial: false };
  const folders = [...new Set(blockFolders)].sort();
  const key = folders.join(' ');
  const written = Object.isFrozen(messages) ? kept.get(messages) : undefined;
  const known = written?.get(key);
  if (known) return known;
  const page: Messages = {};
  for (const id of [...ids.shared, ...folders.flatMap((folder) => ids.blocks[folder] ?? [])]) {
    const message = messages[id];
    if (message !== undefined) page[id] = message;
  }
  const result = { text: serializeMessages(page), partial: true };
  if (Object.isFrozen(messages)) {
    const map = written ?? new Map<string, PageMessages>();
    if (map.size >= keptPerCatalog) map.delete(map.keys().next().value ?? '');
    map.set(key, result);
    if (!written) kept.set(messages, map);
  }
  return result;
}

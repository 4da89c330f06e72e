import type { MessageDescriptor } from '@lingui/core';

/**
 * A text with its values, for `i18n._(withValues(texts.x, { ... }))`: Lingui's extractor cannot read
 * a spread inside `i18n._({ ... })`, and its types take values with an id only.
 */
export function withValues(
  descriptor: MessageDescriptor,
  values: Record<string, string | number>,
): MessageDescriptor {
  return { ...descriptor, values };
}

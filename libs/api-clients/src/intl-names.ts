import { remembered } from './intl.js';

// The formats few pages use, in a module of their own: a page's chunks carry only the makers it calls.

/** `new Intl.ListFormat(locale, options)`, made once. */
export const listFormat = /* @__PURE__ */ remembered(
  (locale, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/** `new Intl.Collator(locale, options)`, made once. */
export const collator = /* @__PURE__ */ remembered(
  (locale, options?: Intl.CollatorOptions) => new Intl.Collator(locale, options),
);

/** `new Intl.DisplayNames(locale, options)`, made once (its options are required: the type). */
export const displayNames = /* @__PURE__ */ remembered(
  (locale, options?: Intl.DisplayNamesOptions) =>
    new Intl.DisplayNames(locale, options ?? { type: 'region' }),
);

/**
 * A maker of one kind of Intl format that makes each (locale, options) pair once and hands the same
 * one back after: making a format costs tens of µs (ICU looks its data up), using one well under one.
 * The server renders every page with the same few formats; a block that made its own per render
 * paid for it on each. Options are written in the code (a locale and a few fields each), so the
 * pairs are few and the map stays small; a format is kept for as long as the process runs.
 */
export function remembered<Options extends object, Format>(
  make: (locale: string, options?: Options) => Format,
): (locale: string, options?: Options) => Format {
  const made = new Map<string, Format>();
  return (locale, options) => {
    const key = locale + JSON.stringify(options);
    let format = made.get(key);
    if (!format) made.set(key, (format = make(locale, options)));
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = /* @__PURE__ */ remembered(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = /* @__PURE__ */ remembered(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

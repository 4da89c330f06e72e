import { useLingui } from '@lingui/react';
import type { CartItem } from '@paddock/api-clients';
import { dateTimeFormat, eventTimeZone } from '@paddock/api-clients/lite';
import { activeLocale, formatDateRange, inLocale, type Locale } from '@paddock/i18n';
import { useMemo } from 'react';

type Localized<T> = { fr: T; en?: T | undefined };

export interface CheckoutFormat {
  locale: Locale;
  /** A value in the active locale, French when it was not translated. */
  text: <T>(localized: Localized<T>) => T;
  /** A time of day: '14:32' (fr), '2:32 PM' (en). */
  time: (iso: string) => string;
  /** The day or days a product is for: 'samedi 14 juin' or 'samedi 14 – dimanche 15 juin'. */
  days: (product: CartItem['product']) => string;
}

export function checkoutFormat(locale: Locale): CheckoutFormat {
  const time = dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: eventTimeZone,
  });
  const day = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: eventTimeZone,
  });
  const text = <T>(localized: Localized<T>): T => inLocale(localized, locale);
  return {
    locale,
    text,
    time: (iso) => time.format(new Date(iso)),
    days: (product) => {
      const { start, end } = text(product.localized);
      const first = start[0];
      const last = end[end.length - 1] ?? first;
      if (first === undefined || last === undefined) return '';
      const from = Date.parse(first);
      const to = Date.parse(last);
      // The contract allows any text here; dates are shown in the locale, anything else as it is.
      if (Number.isNaN(from) || Number.isNaN(to))
        return first === last ? first : `${first} – ${last}`;
      return formatDateRange(day, Math.min(from, to), Math.max(from, to));
    },
  };
}

/** `checkoutFormat` in the active Lingui locale. */
export function useCheckoutFormat(): CheckoutFormat {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return useMemo(() => checkoutFormat(locale), [locale]);
}

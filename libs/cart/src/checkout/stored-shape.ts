import type { Cart, CrossSell, Order } from '@paddock/api-clients';
import { ticketTypes } from '@paddock/api-clients/lite';

/**
 * Reads back what this browser stored: the cart and the cross-sells, checked against the contract of
 * the cart service (`cart` and `crossSell` in @paddock/api-clients/contracts) without its schemas, so
 * that zod stays out of every page's JavaScript. The same rules, field by field: what the contract
 * makes optional is optional here (English texts, a shop URL, a picture…), formats are checked as the
 * contract checks them, defaults are filled in and unknown fields left out. `stored-shape.spec.ts`
 * holds these readers to the schemas on a set of samples: each accepts exactly what its schema does.
 *
 * A stored state that does not hold together (another version of the site, a hand edit) reads as
 * nothing.
 */

const invalid = Symbol('invalid');
type Invalid = typeof invalid;
type Reader<T> = (value: unknown) => T | Invalid;
type Read<R> = R extends Reader<infer T> ? T : never;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string (of at least `min` characters) matching `pattern`, if given. */
const text =
  (min = 0, pattern?: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length >= min && (!pattern || pattern.test(value))
      ? value
      : invalid;

/** A whole number (a safe integer) of at least `min`. */
const whole =
  (min: number): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : invalid;

const oneOf =
  <const T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : invalid;

const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value) =>
    value === undefined ? undefined : read(value);

const withDefault =
  <T>(read: Reader<T>, fallback: () => T): Reader<T> =>
  (value) =>
    value === undefined ? fallback() : read(value);

const list =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return invalid;
    const items: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === invalid) return invalid;
      items.push(parsed);
    }
    return items;
  };

/** An object of these fields only; a field read as `undefined` is left out. */
const shape =
  <S extends Record<string, Reader<unknown>>>(fields: S): Reader<{ [K in keyof S]: Read<S[K]> }> =>
  (value) => {
    if (!isFields(value)) return invalid;
    const out: Fields = {};
    for (const [key, read] of Object.entries(fields)) {
      const field = read(value[key]);
      if (field === invalid) return invalid;
      if (field !== undefined) out[key] = field;
    }
    return out as { [K in keyof S]: Read<S[K]> };
  };

/** `localized()` of the contract: French always, English where it was translated. */
const localized = <T>(read: Reader<T>) => shape({ fr: read, en: optional(read) });

// The contract's formats: `z.uuid()`, `z.iso.datetime({ offset: true })` and
// `z.url({ protocol: /^https?$/ })`.
const uuid = text(
  0,
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
);
const dateTimeShape =
  /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const dateTime: Reader<string> = (value) => {
  const parts = typeof value === 'string' ? dateTimeShape.exec(value) : null;
  if (!parts) return invalid;
  // A day of the calendar (leap years included): the date that day makes has that year, month, day.
  const [year, month, day] = parts.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? (value as string)
    : invalid;
};
function parsesAsUrl(value: string): boolean {
  try {
    return new URL(value).href !== '';
  } catch {
    return false;
  }
}
const webUrl: Reader<string> = (value) => {
  if (typeof value !== 'string') return invalid;
  const trimmed = value.trim();
  // The URL parser drops tabs and line breaks: the contract keeps the address as it was read.
  return /^https?:\/\//i.test(trimmed) && parsesAsUrl(trimmed)
    ? trimmed.replace(/[\t\n\r]/g, '')
    : invalid;
};

const thousandths = whole(0);
const ticketType = oneOf(ticketTypes);

const cartItem = shape({
  id: text(1),
  product: shape({
    secutixId: text(1),
    type: ticketType,
    localized: localized(shape({ name: text(1), start: list(text()), end: list(text()) })),
    prices: list(shape({ id: text(1), price: thousandths })),
  }),
  quantity: whole(1),
  audience: shape({ code: text(1), localized: localized(shape({ name: text(1) })) }),
  seatIds: withDefault(list(text(1)), () => []),
  price: thousandths,
});

const cart = shape({
  uuid,
  validity: dateTime,
  shopUrl: optional(webUrl),
  groups: list(shape({ id: text(1), items: list(cartItem) })),
  total: thousandths,
});

const picture = shape({
  src: text(1),
  alt: text(),
  width: optional(whole(1)),
  height: optional(whole(1)),
  sources: withDefault(
    list(shape({ srcset: text(1), media: optional(text()), type: optional(text()) })),
    () => [],
  ),
});

const crossSell = shape({
  id: text(1),
  type: oneOf(['ticket', 'package']),
  secutixId: text(1),
  productType: optional(ticketType),
  performanceSecutixId: optional(text(1)),
  start: dateTime,
  end: dateTime,
  localized: localized(
    shape({
      title: text(1),
      picture: optional(picture),
      prices: list(shape({ id: text(1), label: text(1), price: thousandths })),
    }),
  ),
});

const detail = text(1);
const order = shape({
  reference: text(6, /^[A-Z0-9-]{6,32}$/),
  cartId: uuid,
  confirmedAt: dateTime,
  buyer: shape({
    firstname: detail,
    lastname: detail,
    email: detail,
    phone: detail,
    street: detail,
    zipCode: detail,
    city: detail,
    country: detail,
  }),
  lines: list(cartItem),
  total: thousandths,
});

// What these readers give is what the contract's types say (checked by the compiler).
const asCart = (value: Read<typeof cart>): Cart => value;
const asCrossSell = (value: Read<typeof crossSell>): CrossSell => value;
const asOrder = (value: Read<typeof order>): Order => value;

/** A stored order (the last one confirmed here) as the contract has it, or null. */
export function readStoredOrder(value: unknown): Order | null {
  const read = order(value);
  return read === invalid ? null : asOrder(read);
}

/** A stored cart as the contract has it, or null when it is not one. */
export function readStoredCart(value: unknown): Cart | null {
  const read = cart(value);
  return read === invalid ? null : asCart(read);
}

/** A stored cross-sell as the contract has it, or null when it is not one. */
export function readStoredCrossSell(value: unknown): CrossSell | null {
  const read = crossSell(value);
  return read === invalid ? null : asCrossSell(read);
}

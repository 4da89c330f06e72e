// The readers against the contract itself: the zod schemas are for this test only, never for the page.
import { cart, crossSell, ticketType } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureCart, fixtureCrossSell, fixturePackageCrossSell } from '../testing/fixtures.js';
import { readStoredCart, readStoredCrossSell } from './stored-shape.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const viaJson = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/** The same value without any English text: what a service whose product is French only answers. */
function frenchOnly(value: Json): Json {
  if (Array.isArray(value)) return value.map(frenchOnly);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(key === 'en' && 'fr' in value))
      .map(([key, field]) => [key, frenchOnly(field)]),
  );
}

/**
 * Values tried in place of each field: wrong types, edge numbers, empty and blank texts, and the
 * formats the contract checks (uuid, ISO date-time with offset, web address), right and wrong.
 */
const probes: unknown[] = [
  undefined,
  null,
  true,
  0,
  1,
  -1,
  1.5,
  2 ** 60,
  Number.NaN,
  '',
  ' ',
  'x',
  [],
  [null],
  [''],
  ['T34-A-0001'],
  {},
  { fr: { name: 'Adulte' } },
  { fr: { name: '' } },
  { en: { name: 'Adult' } },
  ...ticketType.options,
  'boat',
  'ticket',
  'package',
  '7D444840-9DC0-4A1B-9F3A-3C1B6D2F9E11',
  '00000000-0000-0000-0000-000000000000',
  '7d444840-9dc0-0a1b-9f3a-3c1b6d2f9e11',
  '7d444840-9dc0-4a1b-cf3a-3c1b6d2f9e11',
  '000000000000000000000000000000000000',
  '2027-06-01T12:30:00Z',
  '2027-06-01T12:30:00.123+02:00',
  '2027-06-01T12:30+02:00',
  '2027-06-01T12:30:00',
  '2027-06-01 12:30:00Z',
  '2027-02-29T10:00:00Z',
  '2028-02-29T10:00:00Z',
  '2027-06-01T24:00:00Z',
  '2100-02-29T10:00:00Z',
  '2000-02-29T10:00:00+01:00',
  '0000-02-29T10:00:00Z',
  '0100-02-29T10:00:00Z',
  '2027-13-01T10:00:00Z',
  '2027-00-10T10:00:00Z',
  '2027-04-31T10:00:00Z',
  '2027-06-00T10:00:00Z',
  '2027-06-01T10:00:00-23:59',
  '2027-06-01T10:00:00+24:00',
  'tomorrow',
  'https://shop.example.test/cart/shop/1',
  ' http://shop.example.test/x ',
  'HTTPS://SHOP.EXAMPLE.TEST',
  'http://shop.example.test/a\nb',
  'https:/shop.example.test',
  'ftp://shop.example.test',
  'http://',
  'http://a b',
  'javascript:alert(1)',
];

type Path = (string | number)[];

/** Every place in `value` a field or an item stands, the value itself first. */
function pathsOf(value: Json, path: Path = []): Path[] {
  const inner =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, field]) =>
          pathsOf(field, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inner];
}

const removed = Symbol('removed');

/** `base` with the value at `path` replaced (or, for `removed`, the field left out). */
function changed(base: Json, path: Path, value: unknown): unknown {
  if (path.length === 0) return value === removed ? undefined : value;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === removed) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent, last);
  } else {
    parent[last] = value;
  }
  return copy;
}

/** Every sample made from the bases: each field left out, and each replaced by each probe. */
function samplesFrom(bases: Json[]): { sample: unknown; where: string }[] {
  return bases.flatMap((base, index) => [
    { sample: base, where: `base ${index}` },
    ...pathsOf(base).flatMap((path) =>
      [removed, ...probes].map((value) => ({
        sample: changed(base, path, value),
        where: `base ${index} at ${path.join('.') || '(root)'} = ${
          value === removed ? '(left out)' : JSON.stringify(value)
        }`,
      })),
    ),
  ]);
}

/**
 * Holds a reader to its schema: on every sample, it accepts what the schema accepts, refuses what it
 * refuses, and reads what the schema parses. Returns how many samples each side had.
 */
function compare(
  read: (value: unknown) => unknown,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
  bases: Json[],
) {
  const mismatches: string[] = [];
  let accepted = 0;
  let refused = 0;
  for (const { sample, where } of samplesFrom(bases)) {
    const parsed = schema.safeParse(sample);
    const expected = parsed.success ? parsed.data : null;
    const actual = read(sample);
    if (parsed.success) accepted += 1;
    else refused += 1;
    try {
      expect(actual).toEqual(expected);
    } catch {
      mismatches.push(
        `${where}: the contract ${parsed.success ? 'accepts' : 'refuses'} it, the reader ${
          actual === null ? 'refuses' : 'reads it otherwise'
        }`,
      );
    }
  }
  return { mismatches, accepted, refused };
}

const seatedCart = fixtureCart({
  groups: [
    [
      { product: 'weekend', quantity: 2 },
      { product: 'parking', quantity: 1 },
    ],
    [{ product: 'grandstand', quantity: 1, seatIds: ['T34-A-0001'] }],
  ],
});

describe('the stored cart, read as the contract has it', () => {
  it('accepts exactly the carts the contract’s `cart` schema accepts, and reads them alike', () => {
    const bases = [
      viaJson(seatedCart),
      frenchOnly(viaJson(fixtureCart())),
      viaJson(fixtureCart({ shopUrl: null })),
      viaJson(fixtureCart({ groups: [] })),
    ];
    const { mismatches, accepted, refused } = compare(readStoredCart, cart, bases);
    expect(mismatches).toEqual([]);
    // Both sides are well tried.
    expect(accepted).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(1000);
  });

  it('keeps a French-only cart: English is optional in the contract', () => {
    const french = frenchOnly(viaJson(seatedCart));
    expect(JSON.stringify(french)).not.toContain('"en"');
    expect(readStoredCart(french)).toEqual(cart.parse(french));
    expect(readStoredCart(french)?.groups).toHaveLength(2);
  });

  it('fills in the seats of an item stored without them, as the contract does', () => {
    const stored = viaJson(fixtureCart()) as { groups: { items: Record<string, Json>[] }[] };
    for (const group of stored.groups) for (const item of group.items) delete item['seatIds'];
    expect(readStoredCart(stored)?.groups[0]?.items[0]?.seatIds).toEqual([]);
  });

  it('refuses what is not a cart at all', () => {
    for (const value of [null, undefined, 'cart', 42, [], {}]) {
      expect(readStoredCart(value)).toBeNull();
    }
  });
});

describe('the stored cross-sells, read as the contract has them', () => {
  it('accept exactly the cross-sells the contract’s `crossSell` schema accepts, and read them alike', () => {
    const withPicture = viaJson({
      ...fixtureCrossSell('camping'),
      localized: {
        fr: {
          ...fixtureCrossSell('camping').localized.fr,
          picture: {
            src: '/img/camping.jpg',
            alt: '',
            width: 640,
            height: 360,
            sources: [{ srcset: '/img/camping.avif', type: 'image/avif' }],
          },
        },
      },
    });
    const bases = [
      viaJson(fixtureCrossSell('parking')),
      viaJson(fixturePackageCrossSell()),
      withPicture,
      frenchOnly(viaJson(fixtureCrossSell('paddock'))),
    ];
    const { mismatches, accepted, refused } = compare(readStoredCrossSell, crossSell, bases);
    expect(mismatches).toEqual([]);
    expect(accepted).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(1000);
  });
});

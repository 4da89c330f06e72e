import type { I18n } from '@lingui/core';
import { listFormat, numberFormat, seatParts } from '@paddock/api-clients/lite';
import { activeLocale } from '@paddock/i18n';

const texts = {
  stand: /*i18n*/ { id: 'seat.name.stand', message: 'Stand {stand}' },
  place: /*i18n*/ {
    id: 'seat.name.place',
    message: '{stand} · Block {block} · Row {row}',
  },
  many: /*i18n*/ {
    id: 'seat.name.many',
    message: '{place} · {count, plural, one {Seat} other {Seats}} {seats}',
  },
};

/** A grandstand's name in the visitor's language by its code (`T34`), when the venue is at hand. */
export type StandNames = (standCode: string) => string | undefined;

const noNames: StandNames = () => undefined;

/**
 * Where a seat is, as a person reads it, without the seat: 'Tribune T34 · Bloc A · Rang 1' (fr), 'Stand
 * T34 · Block A · Row 1' (en), with the grandstand's real name when `standNames` knows it. A seat id
 * that does not read as stand-block-row-seat is shown as it is.
 */
export function seatPlace(i18n: I18n, seatId: string, standNames: StandNames = noNames): string {
  const parts = seatParts(seatId);
  if (!parts) return seatId;
  const stand = standNames(parts.standCode) ?? i18n._(texts.stand.id, { stand: parts.standCode });
  return i18n._(texts.place.id, { stand, block: parts.block, row: number(i18n, parts.row) });
}

/** A seat as a person reads it: 'Tribune T34 · Bloc A · Rang 1 · Place 1' (see `seatPlace`). */
export function seatName(i18n: I18n, seatId: string, standNames: StandNames = noNames): string {
  return seatNames(i18n, [seatId], standNames)[0] ?? seatId;
}

/**
 * Seats as a person reads them, the seats of one row together: 'Tribune T34 · Bloc A · Rang 1 ·
 * Places 1, 2 et 3'. One entry per row, in the order the seats come.
 */
export function seatNames(
  i18n: I18n,
  seatIds: readonly string[],
  standNames: StandNames = noNames,
): string[] {
  const rows = new Map<string, number[]>();
  const names: string[] = [];
  for (const seatId of seatIds) {
    const parts = seatParts(seatId);
    if (!parts) {
      names.push(seatId);
      continue;
    }
    const place = seatPlace(i18n, seatId, standNames);
    const seats = rows.get(place);
    if (seats) seats.push(parts.seat);
    else rows.set(place, [parts.seat]);
  }
  const list = listFormat(activeLocale(i18n), { type: 'conjunction' });
  const rowNames = [...rows].map(([place, seats]) =>
    i18n._(texts.many.id, {
      place,
      count: seats.length,
      seats: list.format(seats.map((seat) => number(i18n, seat))),
    }),
  );
  return [...rowNames, ...names];
}

const number = (i18n: I18n, value: number) => numberFormat(activeLocale(i18n)).format(value);

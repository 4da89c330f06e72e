/**
 * What a seat id says (SPEC §3): `T34-A-R01-0012` is seat 0012 of row R01 of block T34-A, in grandstand
 * T34. One parse for every screen and the services; nothing here is localized (see `seatName` of
 * @paddock/ui for what a person reads).
 */
export interface SeatParts {
  /** The grandstand's code: `T34`. */
  standCode: string;
  /** The block's letter in its grandstand: `A`. */
  block: string;
  /** The block's id, as in the stand categories and the venue: `T34-A`. */
  blockId: string;
  /** The row's code: `R01`. */
  rowCode: string;
  /** The row's number: 1. */
  row: number;
  /** The seat's number in its block: 12. */
  seat: number;
  /** The last 4 characters of the id, the seat's label in the picker (SPEC §2): `0012`. */
  label: string;
}

const seatIdPattern = /^(.+)-([^-]+)-(R(\d+))-(\d+)$/;

/** The last 4 characters of a seat id: the label SPEC §2 shows in the stand picker. */
export const seatLabel = (seatId: string): string => seatId.slice(-4);

/** The parts of a seat id, or null when the id does not read as stand-block-row-seat. */
export function seatParts(seatId: string): SeatParts | null {
  const match = seatIdPattern.exec(seatId);
  if (!match) return null;
  const [, standCode = '', block = '', rowCode = '', row = '', seat = ''] = match;
  return {
    standCode,
    block,
    blockId: `${standCode}-${block}`,
    rowCode,
    row: Number(row),
    seat: Number(seat),
    label: seatLabel(seatId),
  };
}

import { describe, expect, it } from 'vitest';
import { seatLabel, seatParts } from './seat-id.js';

describe('seatParts', () => {
  it('reads the grandstand, the block, the row and the seat of an id', () => {
    expect(seatParts('T34-A-R01-0001')).toEqual({
      standCode: 'T34',
      block: 'A',
      blockId: 'T34-A',
      rowCode: 'R01',
      row: 1,
      seat: 1,
      label: '0001',
    });
  });

  it('reads numbers past 9 and stand codes with dashes', () => {
    expect(seatParts('T12-C-R23-0412')).toMatchObject({ row: 23, seat: 412, label: '0412' });
    expect(seatParts('PIT-LANE-B-R02-0003')).toMatchObject({
      standCode: 'PIT-LANE',
      block: 'B',
      blockId: 'PIT-LANE-B',
    });
  });

  it('is null for an id that is not stand-block-row-seat', () => {
    expect(seatParts('0001')).toBeNull();
    expect(seatParts('T34-A-01-0001')).toBeNull();
    expect(seatParts('T34-A-R01-')).toBeNull();
    expect(seatParts('')).toBeNull();
  });
});

describe('seatLabel', () => {
  it('is the last 4 characters of the id (SPEC §2)', () => {
    expect(seatLabel('T34-A-R01-0012')).toBe('0012');
    expect(seatLabel('12')).toBe('12');
  });
});

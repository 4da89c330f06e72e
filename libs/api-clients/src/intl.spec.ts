import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.js';

describe('numberFormat and dateTimeFormat', () => {
  it('make one formatter per locale and options, and reuse it', () => {
    const euros = numberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(numberFormat('fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(euros);
    expect(numberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).not.toBe(
      euros,
    );
    expect(numberFormat('fr')).not.toBe(euros);
    const day = { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' } as const;
    expect(dateTimeFormat('en-GB', day)).toBe(dateTimeFormat('en-GB', { ...day }));
    expect(dateTimeFormat('en-GB', day)).not.toBe(
      dateTimeFormat('en-GB', { ...day, year: 'numeric' }),
    );
  });

  it('format as Intl does', () => {
    const options = { style: 'unit', unit: 'hour', unitDisplay: 'long' } as const;
    expect(numberFormat('fr', options).format(2)).toBe(
      new Intl.NumberFormat('fr', options).format(2),
    );
    const instant = new Date('2027-06-12T13:00:00Z');
    const day = { weekday: 'long', hour: '2-digit', timeZone: 'Europe/Paris' } as const;
    expect(dateTimeFormat('fr-FR', day).format(instant)).toBe(
      new Intl.DateTimeFormat('fr-FR', day).format(instant),
    );
  });
});

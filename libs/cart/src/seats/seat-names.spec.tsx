import { screen } from '@testing-library/react';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { cartCatalog } from '../i18n.js';
import { SeatNames } from './seat-names.js';

describe('SeatNames', () => {
  it('wraps a row of seats only between its parts, never inside "Rang 1"', () => {
    renderInLocale(<SeatNames seatIds={['T34-A-R01-0001', 'T34-A-R01-0002']} />, {
      catalogs: [cartCatalog],
    });
    const line = screen.getByText('Tribune T34 · Bloc A · Rang 1 · Places 1 et 2');
    expect(line.textContent).toBe(
      'Tribune T34 · Bloc\u00a0A · Rang\u00a01 · Places\u00a01\u00a0et\u00a02',
    );
  });

  it('leaves a grandstand’s own name free to wrap', () => {
    renderInLocale(
      <SeatNames seatIds={['T34-B-R12-0240']} standNames={() => 'Tribune Grand Virage (T34)'} />,
      { locale: 'en', catalogs: [cartCatalog] },
    );
    expect(screen.getByText(/Block/).textContent).toBe(
      'Tribune Grand Virage (T34) · Block\u00a0B · Row\u00a012 · Seat\u00a0240',
    );
  });
});

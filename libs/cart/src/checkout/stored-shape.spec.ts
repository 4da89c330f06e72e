import { describe, expect, it } from 'vitest';
import { fixtureCart, fixtureCrossSell } from '../testing/fixtures.js';
import { isStoredCart, isStoredCrossSell } from './stored-shape.js';

describe('the stored checkout shapes', () => {
  it('accept what the cart service answered, once through JSON', () => {
    const cart: unknown = JSON.parse(JSON.stringify(fixtureCart()));
    expect(isStoredCart(cart)).toBe(true);
    const crossSell: unknown = JSON.parse(JSON.stringify(fixtureCrossSell('parking')));
    expect(isStoredCrossSell(crossSell)).toBe(true);
  });

  it('refuse a cart of another shape: no uuid, a bad validity, an item without a price', () => {
    const cart = JSON.parse(JSON.stringify(fixtureCart())) as Record<string, unknown>;
    expect(isStoredCart({ ...cart, uuid: undefined })).toBe(false);
    expect(isStoredCart({ ...cart, validity: 'tomorrow' })).toBe(false);
    const groups = cart['groups'] as { items: Record<string, unknown>[] }[];
    const [item] = groups[0]?.items ?? [];
    expect(
      isStoredCart({ ...cart, groups: [{ id: 'g', items: [{ ...item, price: 'free' }] }] }),
    ).toBe(false);
    expect(isStoredCart(null)).toBe(false);
    expect(isStoredCrossSell({ id: 'x' })).toBe(false);
  });
});

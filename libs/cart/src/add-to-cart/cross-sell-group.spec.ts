import { describe, expect, it } from 'vitest';
import { fixtureCrossSell, fixturePackageCrossSell } from '../testing/index.js';
import { crossSellGroup, crossSellPrice } from './cross-sell-group.js';

describe('crossSellGroup', () => {
  it('adds one of a ticket offer at its first price, as a group of the ticket’s type', () => {
    const offer = fixtureCrossSell('camping');
    expect(crossSellGroup(offer, 'en')).toEqual({
      productSecutixId: 'T-CAMP-HOUX',
      composedPerformanceSecutixId: 'T-CAMP-HOUX-P1',
      productType: 'accomodation',
      audiences: [
        {
          id: 'P-CAMP-HOUX-PITCH',
          quantity: 1,
          seatCategory: { locations: [], price: 'P-CAMP-HOUX-PITCH' },
        },
      ],
    });
    expect(crossSellPrice(offer, 'en')).toEqual({
      id: 'P-CAMP-HOUX-PITCH',
      label: 'Pitch',
      price: 195000,
    });
  });

  it('has none for a package offer, which no cart takes', () => {
    expect(crossSellGroup(fixturePackageCrossSell(), 'fr')).toBeNull();
    expect(crossSellPrice(fixturePackageCrossSell(), 'fr')?.price).toBe(249000);
  });

  it('has none for an offer without its ticket’s type or without a price', () => {
    const { productType: _type, ...untyped } = fixtureCrossSell('parking');
    expect(crossSellGroup(untyped, 'fr')).toBeNull();
    const offer = fixtureCrossSell('parking');
    const priceless = {
      ...offer,
      localized: { fr: { ...offer.localized.fr, prices: [] } },
    };
    expect(crossSellGroup(priceless, 'fr')).toBeNull();
  });
});

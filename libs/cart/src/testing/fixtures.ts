import type { BuyerDetails } from '../checkout/checkout-state.js';
import type {
  Cart,
  CartItem,
  CreateCartInput,
  CrossSell,
  TicketType,
  User,
} from '@paddock/api-clients';

type Both = { fr: string; en: string };

/** A ticket the fake cart service sells, with its prices (in thousandths). */
export interface FixtureProduct {
  secutixId: string;
  type: TicketType;
  name: Both;
  start: string;
  end: string;
  prices: { id: string; code: string; label: Both; price: number; maxQty: number }[];
}

const raceSaturday = '2027-06-12T08:00:00+02:00';
const raceSunday = '2027-06-13T18:00:00+02:00';

/** The tickets of the fixtures, keyed by a short name. */
export const fixtureProducts = {
  weekend: {
    secutixId: 'T-GA-WEEKEND',
    type: 'track',
    name: { fr: 'Enceinte générale — week-end', en: 'General admission — race weekend' },
    start: raceSaturday,
    end: raceSunday,
    prices: [
      {
        id: 'P-GA-WE-ADULT',
        code: 'ADULT',
        label: { fr: 'Adulte', en: 'Adult' },
        price: 79000,
        maxQty: 5,
      },
      {
        id: 'P-GA-WE-CHILD',
        code: 'CHILD',
        label: { fr: 'Enfant (4 à 15 ans)', en: 'Child (4 to 15)' },
        price: 35500,
        maxQty: 5,
      },
    ],
  },
  grandstand: {
    secutixId: 'T-T34',
    type: 'track',
    name: { fr: 'Tribune Grand Virage (T34)', en: 'Grand Virage grandstand (T34)' },
    start: raceSaturday,
    end: raceSunday,
    prices: [
      {
        id: 'P-T34-ADULT',
        code: 'ADULT',
        label: { fr: 'Adulte', en: 'Adult' },
        price: 145000,
        maxQty: 5,
      },
    ],
  },
  parking: {
    secutixId: 'T-PARK-BLUE',
    type: 'parking',
    name: { fr: 'Parking Bleu — week-end', en: 'Blue car park — weekend' },
    start: raceSaturday,
    end: raceSunday,
    prices: [
      {
        id: 'P-PARK-BLUE-CAR',
        code: 'ADULT',
        label: { fr: 'Véhicule léger', en: 'Car' },
        price: 45000,
        maxQty: 1,
      },
    ],
  },
  camping: {
    secutixId: 'T-CAMP-HOUX',
    type: 'accomodation',
    name: { fr: 'Camping Les Houx', en: 'Les Houx campsite' },
    start: '2027-06-10T12:00:00+02:00',
    end: '2027-06-14T12:00:00+02:00',
    prices: [
      {
        id: 'P-CAMP-HOUX-PITCH',
        code: 'ADULT',
        label: { fr: 'Emplacement', en: 'Pitch' },
        price: 195000,
        maxQty: 2,
      },
    ],
  },
  paddock: {
    secutixId: 'T-SUP-PADDOCK',
    type: 'supplement',
    name: { fr: 'Accès paddock', en: 'Paddock access' },
    start: raceSaturday,
    end: raceSaturday,
    prices: [
      {
        id: 'P-SUP-PADDOCK',
        code: 'ADULT',
        label: { fr: 'Adulte', en: 'Adult' },
        price: 30000,
        maxQty: 5,
      },
    ],
  },
  busTour: {
    secutixId: 'T-SUP-BUS',
    type: 'supplement',
    name: { fr: 'Tour du circuit en bus', en: 'Circuit bus tour' },
    start: '2027-06-11T10:00:00+02:00',
    end: '2027-06-11T10:00:00+02:00',
    prices: [
      {
        id: 'P-SUP-BUS',
        code: 'ADULT',
        label: { fr: 'Adulte', en: 'Adult' },
        price: 25000,
        maxQty: 5,
      },
    ],
  },
} satisfies Record<string, FixtureProduct>;

export type FixtureProductKey = keyof typeof fixtureProducts;

/** One line of a fixture cart: a product, one of its prices, a quantity, seats. */
export interface FixtureLine {
  product: FixtureProductKey;
  /** Index in the product's prices; the first by default. */
  price?: number;
  quantity?: number;
  seatIds?: string[];
}

let itemCount = 0;

/** A cart item as the cart service answers it. */
export function fixtureItem(
  product: FixtureProduct,
  priceId: string,
  quantity: number,
  seatIds: string[] = [],
): CartItem {
  const price = product.prices.find((each) => each.id === priceId);
  if (!price) throw new Error(`${product.secutixId} has no price ${priceId}`);
  itemCount += 1;
  return {
    id: `item-${itemCount}`,
    product: {
      secutixId: product.secutixId,
      type: product.type,
      localized: {
        fr: { name: product.name.fr, start: [product.start], end: [product.end] },
        en: { name: product.name.en, start: [product.start], end: [product.end] },
      },
      prices: [{ id: price.id, price: price.price }],
    },
    quantity,
    audience: {
      code: price.code,
      localized: { fr: { name: price.label.fr }, en: { name: price.label.en } },
    },
    seatIds,
    price: price.price,
  };
}

export function totalOf(groups: Cart['groups']): number {
  return groups
    .flatMap((group) => group.items)
    .reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export interface FixtureCartOptions {
  /** Each inner list is one group (one add); by default two adult weekend tickets. */
  groups?: FixtureLine[][];
  /** Minutes the cart is still kept for from `now`; 30 by default (negative: already expired). */
  validForMinutes?: number;
  now?: Date;
  /** The external shop; `null` for a cart without one (the informations page comes next). */
  shopUrl?: string | null;
  uuid?: string;
}

export const fixtureCartUuid = '7d444840-9dc0-4a1b-9f3a-3c1b6d2f9e11';
export const fixtureShopHost = 'shop.example.test';

/** A cart as the cart service answers it. */
export function fixtureCart({
  groups = [[{ product: 'weekend', quantity: 2 }]],
  validForMinutes = 30,
  now = new Date(),
  shopUrl = `https://${fixtureShopHost}/cart/shop/${fixtureCartUuid}`,
  uuid = fixtureCartUuid,
}: FixtureCartOptions = {}): Cart {
  const cartGroups = groups.map((lines, index) => ({
    id: `group-${index + 1}`,
    items: lines.map((line) => {
      const product: FixtureProduct = fixtureProducts[line.product];
      const price = product.prices[line.price ?? 0];
      if (!price) throw new Error(`${line.product} has no price ${line.price}`);
      return fixtureItem(product, price.id, line.quantity ?? 1, line.seatIds);
    }),
  }));
  return {
    uuid,
    validity: new Date(now.getTime() + validForMinutes * 60_000).toISOString(),
    ...(shopUrl ? { shopUrl } : {}),
    groups: cartGroups,
    total: totalOf(cartGroups),
  };
}

/** A ticket cross-sell of a fixture product, at its prices. */
export function fixtureCrossSell(key: FixtureProductKey, now = new Date()): CrossSell {
  const product: FixtureProduct = fixtureProducts[key];
  const localizedOf = (locale: 'fr' | 'en') => ({
    title: product.name[locale],
    prices: product.prices.map((price) => ({
      id: price.id,
      label: price.label[locale],
      price: price.price,
    })),
  });
  return {
    id: `xs-${product.secutixId}`,
    type: 'ticket',
    secutixId: product.secutixId,
    productType: product.type,
    performanceSecutixId: `${product.secutixId}-P1`,
    start: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    end: product.end,
    localized: { fr: localizedOf('fr'), en: localizedOf('en') },
  };
}

/** A package cross-sell: shown with its price, but no cart takes a package. */
export function fixturePackageCrossSell(now = new Date()): CrossSell {
  return {
    id: 'xs-PK-WEEKEND-CAMPING',
    type: 'package',
    secutixId: 'PK-WEEKEND-CAMPING',
    start: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    end: raceSunday,
    localized: {
      fr: {
        title: 'Pack week-end camping',
        prices: [{ id: 'PK-WEEKEND-CAMPING', label: 'Le pack', price: 249000 }],
      },
      en: {
        title: 'Weekend camping bundle',
        prices: [{ id: 'PK-WEEKEND-CAMPING', label: 'Bundle', price: 249000 }],
      },
    },
  };
}

/** Five offers, four of them tickets: more than the 4 the modal shows. */
export function fixtureCrossSells(now = new Date()): CrossSell[] {
  return [
    fixtureCrossSell('parking', now),
    fixtureCrossSell('camping', now),
    fixturePackageCrossSell(now),
    fixtureCrossSell('paddock', now),
    fixtureCrossSell('busTour', now),
  ];
}

/** A logged-in member with every detail the informations form asks for. */
export const fixtureMember: User = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea.martin@example.org',
  mobile_phone_number: { national_number: '06 12 34 56 78' },
  city: 'Le Mans',
  postcode: '72000',
  country: 'France',
  address1: '9 place Luigi Chinetti',
};

/** What the informations form collected for a buyer (the order's review and confirmation). */
export const fixtureBuyerDetails: BuyerDetails = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea.martin@example.org',
  phone: '06 39 98 01 24',
  street: '12 rue des Jacobins',
  zipCode: '72000',
  city: 'Le Mans',
  country: 'France',
};

/** A group of the weekend ticket as a cart is created with it: `quantity` places at each price id. */
export function fixtureWeekendGroup(
  quantities: Readonly<Record<string, number>>,
): CreateCartInput['groups'][number] {
  return {
    productSecutixId: 'T-GA-WEEKEND',
    composedPerformanceSecutixId: 'T-GA-WEEKEND-P1',
    productType: 'track',
    audiences: Object.entries(quantities).map(([id, quantity]) => ({
      id,
      quantity,
      seatCategory: { locations: [], price: id },
    })),
  };
}

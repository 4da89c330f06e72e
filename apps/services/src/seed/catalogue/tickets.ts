/**
 * The tickets of the 24-hour race (event 24A): general admission (week, weekend, test day), three
 * grandstands sold by seat, hospitality, parking, accommodation (camping areas; the shop spells the type
 * 'accomodation') and supplements. Prices are in thousandths (45000 = 45 €); audiences ADULT, CHILD and
 * member-only MEME. Dates follow the race calendar of next June (+02:00).
 */
import type {
  StandCategory,
  Ticket,
  TicketPrice,
  TicketType,
} from '@paddock/api-clients/contracts';
import type { Both, SeedContext } from '../context';
import {
  eventCode,
  performanceId,
  priceId,
  seatCategoryId,
  ticketIds,
  type SeatCategoryCode,
  type TicketKey,
} from './ids';
import { availableSeats, standCategoriesOf, standLayouts, type StandKey } from './stands';

export type Audience = 'ADULT' | 'CHILD' | 'MEME';

export const audienceNames: Record<Audience, Both<string>> = {
  ADULT: { fr: 'Adulte', en: 'Adult' },
  CHILD: { fr: 'Enfant (4 à 15 ans)', en: 'Child (4 to 15)' },
  MEME: { fr: 'Membre ACO', en: 'ACO member' },
};

export interface PriceDef {
  /** The price code, unique in its ticket: `ADULT`, or `CAT01-ADULT` for a grandstand. */
  code: string;
  audience: Audience;
  price: number;
  label?: Both<string>;
  maxQty?: number;
  hidden?: boolean;
  /** Grandstand tickets: the seat category of the price. */
  category?: SeatCategoryCode;
  /** Grandstand prices: the lowest price of the category, for "from" displays. */
  minPrice?: number;
}

export interface TicketDef {
  key: TicketKey;
  type: TicketType;
  /** The back-office name. */
  name: string;
  displayName: Both<string>;
  displayExtra?: Both<string>;
  displayCategory: Both<string>;
  /**
   * The ticket's picture. The ticketing system keeps one picture per ticket, not one per language, so
   * its text alternative is empty: the card's title beside it names the ticket in the page's language.
   */
  picture: string;
  /** Days from race Saturday and time, +02:00. */
  start: [number, string];
  end: [number, string];
  /** Sold by seat in this grandstand. */
  stand?: StandKey;
  /** What is left, for a ticket not sold by seat (every price shares its one seat category). */
  availability?: number;
  prices: PriceDef[];
}

const generalAdmission: Both<string> = { fr: 'Enceinte générale', en: 'General admission' };
const grandstands: Both<string> = { fr: 'Tribunes', en: 'Grandstands' };
const hospitality: Both<string> = { fr: 'Hospitalités', en: 'Hospitality' };
const parking: Both<string> = { fr: 'Parkings', en: 'Parking' };
const accommodation: Both<string> = { fr: 'Hébergement', en: 'Accommodation' };
const supplements: Both<string> = { fr: 'Suppléments', en: 'Extras' };

const adult = (price: number, more: Partial<PriceDef> = {}): PriceDef => ({
  code: 'ADULT',
  audience: 'ADULT',
  price,
  ...more,
});
const child = (price: number, more: Partial<PriceDef> = {}): PriceDef => ({
  code: 'CHILD',
  audience: 'CHILD',
  price,
  ...more,
});
const member = (price: number, more: Partial<PriceDef> = {}): PriceDef => ({
  code: 'MEME',
  audience: 'MEME',
  price,
  ...more,
});

/** The prices of a grandstand: adult and child in CAT01 and CAT02, members in CATMEM, PMR. */
function grandstandPrices(
  cat01: [number, number],
  cat02: [number, number],
  mem: number,
  pmr: number,
) {
  const seat = (category: SeatCategoryCode, def: PriceDef, minPrice: number): PriceDef => ({
    ...def,
    code: `${category}-${def.code}`,
    category,
    minPrice,
  });
  return [
    seat('CAT01', adult(cat01[0]), cat01[1]),
    seat('CAT01', child(cat01[1]), cat01[1]),
    seat('CAT02', adult(cat02[0]), cat02[1]),
    seat('CAT02', child(cat02[1]), cat02[1]),
    seat('CATMEM', member(mem, { maxQty: 2 }), mem),
    seat(
      'CATPMR',
      adult(pmr, {
        maxQty: 2,
        label: {
          fr: 'Personne à mobilité réduite (accompagnant inclus)',
          en: 'Reduced mobility (companion included)',
        },
      }),
      pmr,
    ),
  ];
}

export const ticketDefs: TicketDef[] = [
  {
    key: 'generalWeek',
    type: 'track',
    name: '24A - ENCEINTE GENERALE SEMAINE',
    displayName: { fr: 'Enceinte générale — semaine', en: 'General admission — race week' },
    displayExtra: {
      fr: 'Du mercredi au dimanche : essais, qualifications, Hyperpole et course',
      en: 'Wednesday to Sunday: practice, qualifying, Hyperpole and the race',
    },
    displayCategory: generalAdmission,
    picture: 'images/general-admission.svg',
    start: [-3, '08:00'],
    end: [1, '20:00'],
    availability: 18000,
    prices: [adult(99000), child(45000), member(79000)],
  },
  {
    key: 'generalWeekend',
    type: 'track',
    name: '24A - ENCEINTE GENERALE WEEK-END',
    displayName: { fr: 'Enceinte générale — week-end', en: 'General admission — race weekend' },
    displayExtra: {
      fr: 'Samedi et dimanche : le départ, la nuit et l’arrivée',
      en: 'Saturday and Sunday: the start, the night and the finish',
    },
    displayCategory: generalAdmission,
    picture: 'images/general-admission.svg',
    start: [0, '07:00'],
    end: [1, '20:00'],
    availability: 42000,
    prices: [
      adult(85000),
      child(39000, { maxQty: 4 }),
      member(69000),
      {
        code: 'PARTNER',
        audience: 'ADULT',
        price: 59000,
        hidden: true,
        label: { fr: 'Tarif comités d’entreprise', en: 'Works council rate' },
      },
    ],
  },
  {
    key: 'testDay',
    type: 'track',
    name: '24A - JOURNEE TEST',
    displayName: { fr: 'Journée test', en: 'Test day' },
    displayExtra: {
      fr: 'Les premiers tours de roue des 62 équipages, une semaine avant la course',
      en: 'The first laps of all 62 crews, one week before the race',
    },
    displayCategory: generalAdmission,
    picture: 'images/test-day.svg',
    start: [-6, '08:00'],
    end: [-6, '19:00'],
    availability: 9000,
    prices: [
      adult(15000),
      // Free for children: a zero price, filtered out of the prices list (SPEC §5).
      child(0, { label: { fr: 'Enfant (gratuit)', en: 'Child (free)' } }),
    ],
  },
  {
    key: 'grandstandVirage',
    type: 'track',
    name: '24A - TRIBUNE T34 GRAND VIRAGE',
    displayName: { fr: 'Tribune Grand Virage (T34)', en: 'Grand Virage grandstand (T34)' },
    displayExtra: {
      fr: 'Place numérotée face au premier virage, écran géant',
      en: 'Numbered seat facing the first corner, giant screen',
    },
    displayCategory: grandstands,
    picture: 'images/grandstand.svg',
    start: [0, '10:00'],
    end: [1, '17:00'],
    stand: 'virage',
    prices: grandstandPrices([129000, 79000], [109000, 69000], 95000, 79000),
  },
  {
    key: 'grandstandPits',
    type: 'track',
    name: '24A - TRIBUNE T12 DES STANDS',
    displayName: { fr: 'Tribune des Stands (T12)', en: 'Pit grandstand (T12)' },
    displayExtra: {
      fr: 'Face à la voie des stands et à la ligne d’arrivée',
      en: 'Facing the pit lane and the finish line',
    },
    displayCategory: grandstands,
    picture: 'images/grandstand.svg',
    start: [0, '10:00'],
    end: [1, '17:00'],
    stand: 'pits',
    prices: grandstandPrices([189000, 119000], [159000, 99000], 139000, 99000),
  },
  {
    key: 'grandstandChicane',
    type: 'track',
    name: '24A - TRIBUNE T20 CHICANE',
    displayName: { fr: 'Tribune de la Chicane (T20)', en: 'Chicane grandstand (T20)' },
    displayExtra: {
      fr: 'Au freinage de la chicane, vue sur la ligne droite',
      en: 'At the chicane braking zone, overlooking the straight',
    },
    displayCategory: grandstands,
    picture: 'images/grandstand.svg',
    start: [0, '10:00'],
    end: [1, '17:00'],
    stand: 'chicane',
    prices: grandstandPrices([115000, 69000], [99000, 59000], 85000, 69000),
  },
  {
    key: 'hospitalityClub',
    type: 'hospitality',
    name: '24A - HOSPITALITE CLUB TERTRE ROUGE',
    displayName: { fr: 'Club Tertre Rouge', en: 'Tertre Rouge Club' },
    displayExtra: {
      fr: 'Salon privatif, restauration gastronomique, terrasse sur le circuit',
      en: 'Private lounge, fine dining, terrace over the track',
    },
    displayCategory: hospitality,
    picture: 'images/hospitality.svg',
    start: [0, '10:00'],
    end: [1, '17:00'],
    availability: 24,
    prices: [adult(1290000, { maxQty: 4 }), child(590000, { maxQty: 4 })],
  },
  {
    key: 'hospitalitySuite',
    type: 'hospitality',
    name: '24A - HOSPITALITE SUITE PANORAMA',
    displayName: { fr: 'Suite Panorama', en: 'Panorama Suite' },
    displayExtra: {
      fr: 'Suite partagée au-dessus des stands, accès paddock inclus',
      en: 'Shared suite above the pits, paddock access included',
    },
    displayCategory: hospitality,
    picture: 'images/hospitality.svg',
    start: [0, '10:00'],
    end: [1, '17:00'],
    // The last place: two carts racing for it, exactly one wins.
    availability: 1,
    prices: [adult(3450000, { maxQty: 2 })],
  },
  {
    key: 'hospitalityVillage',
    type: 'hospitality',
    name: '24A - HOSPITALITE VILLAGE ARNAGE',
    displayName: { fr: 'Village Arnage', en: 'Arnage Village' },
    displayExtra: {
      fr: 'Chalets au virage d’Arnage, du vendredi au dimanche',
      en: 'Chalets at the Arnage corner, Friday to Sunday',
    },
    displayCategory: hospitality,
    picture: 'images/hospitality.svg',
    start: [-1, '10:00'],
    end: [1, '17:00'],
    availability: 0,
    prices: [adult(690000), child(340000)],
  },
  {
    key: 'parkingBlue',
    type: 'parking',
    name: '24A - PARKING BLEU WEEK-END',
    displayName: { fr: 'Parking Bleu — week-end', en: 'Blue car park — weekend' },
    displayExtra: {
      fr: 'À 10 minutes à pied de l’entrée Nord',
      en: '10 minutes’ walk from the North gate',
    },
    displayCategory: parking,
    picture: 'images/parking.svg',
    start: [0, '06:00'],
    end: [1, '23:00'],
    availability: 800,
    prices: [
      adult(45000, { label: { fr: 'Véhicule léger', en: 'Car' } }),
      member(35000, { label: { fr: 'Véhicule léger — membre ACO', en: 'Car — ACO member' } }),
    ],
  },
  {
    key: 'parkingRed',
    type: 'parking',
    name: '24A - PARKING ROUGE SEMAINE',
    displayName: { fr: 'Parking Rouge — semaine', en: 'Red car park — race week' },
    displayExtra: {
      fr: 'Au plus près des tribunes, un véhicule par commande',
      en: 'Closest to the grandstands, one vehicle per order',
    },
    displayCategory: parking,
    picture: 'images/parking.svg',
    start: [-3, '06:00'],
    end: [2, '12:00'],
    availability: 120,
    prices: [adult(95000, { maxQty: 1, label: { fr: 'Véhicule léger', en: 'Car' } })],
  },
  {
    key: 'parkingBikes',
    type: 'parking',
    name: '24A - PARKING MOTOS SEMAINE',
    displayName: { fr: 'Parking motos — semaine', en: 'Motorcycle park — race week' },
    displayCategory: parking,
    picture: 'images/parking.svg',
    start: [-3, '06:00'],
    end: [2, '12:00'],
    availability: 500,
    prices: [adult(25000, { maxQty: 2, label: { fr: 'Moto', en: 'Motorcycle' } })],
  },
  {
    key: 'campingHoux',
    type: 'accomodation',
    name: '24A - CAMPING LES HOUX',
    displayName: { fr: 'Camping Les Houx', en: 'Les Houx campsite' },
    displayExtra: {
      fr: 'Emplacement de 6 × 6 m pour 4 personnes, sanitaires et douches chaudes',
      en: '6 × 6 m pitch for 4 people, toilets and hot showers',
    },
    displayCategory: accommodation,
    picture: 'images/camping.svg',
    start: [-4, '14:00'],
    end: [2, '12:00'],
    availability: 60,
    prices: [
      adult(195000, { maxQty: 2, label: { fr: 'Emplacement', en: 'Pitch' } }),
      member(165000, {
        maxQty: 2,
        label: { fr: 'Emplacement — membre ACO', en: 'Pitch — ACO member' },
      }),
    ],
  },
  {
    key: 'campingBeausejour',
    type: 'accomodation',
    name: '24A - CAMPING BEAUSEJOUR ELECTRIFIE',
    displayName: { fr: 'Camping Beauséjour', en: 'Beauséjour campsite' },
    displayExtra: {
      fr: 'Emplacement avec électricité, navette vers l’entrée Sud',
      en: 'Pitch with electricity, shuttle to the South gate',
    },
    displayCategory: accommodation,
    picture: 'images/camping.svg',
    start: [-4, '14:00'],
    end: [2, '12:00'],
    availability: 15,
    prices: [
      adult(285000, {
        maxQty: 1,
        label: { fr: 'Emplacement électrifié', en: 'Pitch with electricity' },
      }),
    ],
  },
  {
    key: 'campingMaisonBlanche',
    type: 'accomodation',
    name: '24A - CAMPING MAISON BLANCHE',
    displayName: { fr: 'Camping Maison Blanche', en: 'Maison Blanche campsite' },
    displayExtra: {
      fr: 'Au bord de la piste, à deux pas de la passerelle',
      en: 'Trackside, a stone’s throw from the footbridge',
    },
    displayCategory: accommodation,
    picture: 'images/camping.svg',
    start: [-4, '14:00'],
    end: [2, '12:00'],
    availability: 0,
    prices: [adult(175000, { maxQty: 2, label: { fr: 'Emplacement', en: 'Pitch' } })],
  },
  {
    key: 'supplementPaddock',
    type: 'supplement',
    name: '24A - SUPPLEMENT PADDOCK WALK',
    displayName: { fr: 'Paddock Walk', en: 'Paddock Walk' },
    displayExtra: {
      fr: 'Vendredi matin : les stands, les voitures et les équipages au plus près',
      en: 'Friday morning: the pits, the cars and the crews up close',
    },
    displayCategory: supplements,
    picture: 'images/paddock.svg',
    start: [-1, '10:00'],
    end: [-1, '13:00'],
    availability: 300,
    prices: [adult(35000), child(15000), member(25000)],
  },
  {
    key: 'supplementBusTour',
    type: 'supplement',
    name: '24A - SUPPLEMENT TOUR DU CIRCUIT EN BUS',
    displayName: { fr: 'Tour du circuit en bus', en: 'Circuit tour by bus' },
    displayExtra: {
      fr: 'Vendredi soir : les 13,626 km du circuit commentés par un ancien pilote',
      en: 'Friday evening: all 13.626 km of the circuit, told by a former driver',
    },
    displayCategory: supplements,
    picture: 'images/news-pitlane.svg',
    start: [-1, '18:00'],
    end: [-1, '21:00'],
    availability: 40,
    prices: [adult(20000), child(10000, { maxQty: 3 })],
  },
];

function labelOf(def: PriceDef): Both<string> {
  if (!def.label) return audienceNames[def.audience];
  return def.label;
}

export interface BuiltTicket {
  def: TicketDef;
  ticket: Ticket;
  /** Grandstand tickets: the stand categories with their blocks and seats (empty otherwise). */
  standCategories: StandCategory[];
}

export function buildTickets(ctx: SeedContext): BuiltTicket[] {
  return ticketDefs.map((def) => {
    const secutixId = ticketIds[def.key];
    const stand = def.stand ? standLayouts[def.stand] : undefined;
    const categories = stand ? standCategoriesOf(secutixId, stand) : [];
    const prices = def.prices.map((priceDef): TicketPrice => {
      const id = priceId(secutixId, priceDef.code);
      const category = priceDef.category;
      if (stand && !category) throw new Error(`Price ${id} of a grandstand has no category`);
      const seatCat = category
        ? categories.find((candidate) => candidate.codes.includes(category))
        : undefined;
      const label = labelOf(priceDef);
      return {
        code: priceDef.code,
        id,
        secutixId: id,
        price: priceDef.price,
        ...(priceDef.minPrice !== undefined ? { minPrice: priceDef.minPrice } : {}),
        maxQty: priceDef.maxQty ?? 5,
        availability: seatCat ? availableSeats(seatCat) : (def.availability ?? 0),
        seatCatSecutixId: category
          ? seatCategoryId(secutixId, category)
          : seatCategoryId(secutixId, 'GEN'),
        audienceCode: priceDef.audience,
        hidden: priceDef.hidden ?? false,
        localized: { fr: { label: label.fr }, en: { label: label.en } },
      };
    });
    const ticket: Ticket = {
      secutixId,
      eventCode,
      type: def.type,
      name: def.name,
      displayName: def.displayName,
      ...(def.displayExtra ? { displayExtra: def.displayExtra } : {}),
      displayCategory: def.displayCategory,
      pageHeaderPicture: ctx.picture(def.picture, '', 1600, 900),
      start: ctx.calendar.at(...def.start),
      end: ctx.calendar.at(...def.end),
      performanceSecutixId: performanceId(secutixId),
      seated: stand !== undefined,
      prices,
    };
    return { def, ticket, standCategories: categories };
  });
}

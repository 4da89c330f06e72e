/**
 * Tickets of the 24-hour race (event 24A) as the content service serves them, modelled on the services'
 * seed catalogue: the same ids (`<ticket>-<code>` prices, `<ticket>-GEN` or `<ticket>-CAT01` seat
 * categories), prices in thousandths, audiences ADULT, CHILD and member-only MEME. Dates are those of
 * the 2027 race (Saturday 12 and Sunday 13 June, +02:00), so they never move under a test.
 */
import type {
  Picture,
  Ticket,
  TicketAvailabilities,
  TicketPackage,
  TicketPrice,
  User,
} from '@paddock/api-clients/contracts';

type Both = { fr: string; en: string };

/** A picture drawn in place (no network in stories and tests): a banner with a name, as an SVG data URL. */
export function ticketPicture(name: string, alt: string, colour = '#14213d'): Picture {
  const width = 1600;
  const height = 900;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<path d="M0 720 L1600 560 L1600 900 L0 900 Z" fill="#ffffff" fill-opacity="0.15"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="96" font-weight="700" fill="#ffffff">${name}</text></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt,
    width,
    height,
    sources: [],
  };
}

interface PriceDef {
  code: string;
  audienceCode: 'ADULT' | 'CHILD' | 'MEME';
  price: number;
  label?: Both;
  maxQty?: number;
  hidden?: boolean;
  /** A grandstand price's seat category; `GEN` (unnumbered) otherwise. */
  category?: 'CAT01' | 'CAT02' | 'CATMEM' | 'CATPMR';
  minPrice?: number;
}

const audienceNames: Record<PriceDef['audienceCode'], Both> = {
  ADULT: { fr: 'Adulte', en: 'Adult' },
  CHILD: { fr: 'Enfant (4 à 15 ans)', en: 'Child (4 to 15)' },
  MEME: { fr: 'Membre ACO', en: 'ACO member' },
};

const adult = (price: number, more: Partial<PriceDef> = {}): PriceDef => ({
  code: 'ADULT',
  audienceCode: 'ADULT',
  price,
  ...more,
});
const child = (price: number, more: Partial<PriceDef> = {}): PriceDef => ({
  code: 'CHILD',
  audienceCode: 'CHILD',
  price,
  ...more,
});
const member = (price: number, more: Partial<PriceDef> = {}): PriceDef => ({
  code: 'MEME',
  audienceCode: 'MEME',
  price,
  ...more,
});

function prices(secutixId: string, availability: number, defs: PriceDef[]): TicketPrice[] {
  return defs.map((def) => {
    const label = def.label ?? audienceNames[def.audienceCode];
    return {
      code: def.code,
      id: `${secutixId}-${def.code}`,
      secutixId: `${secutixId}-${def.code}`,
      price: def.price,
      ...(def.minPrice !== undefined ? { minPrice: def.minPrice } : {}),
      maxQty: def.maxQty ?? 5,
      availability,
      seatCatSecutixId: `${secutixId}-${def.category ?? 'GEN'}`,
      audienceCode: def.audienceCode,
      hidden: def.hidden ?? false,
      localized: { fr: { label: label.fr }, en: { label: label.en } },
    };
  });
}

/** Race week of June 2027, Le Mans summer time: `at(12, '16:00')` is the start of the race. */
const at = (day: number, time: string) =>
  `2027-06-${String(day).padStart(2, '0')}T${time}:00+02:00`;

const generalAdmission: Both = { fr: 'Enceinte générale', en: 'General admission' };

/** General admission for the race weekend, Saturday 12 to Sunday 13: adult, child (4 at most), member, and a hidden works-council price. */
export const weekendTicket: Ticket = {
  secutixId: '101240102',
  eventCode: '24A',
  performanceSecutixId: '101240102-P1',
  type: 'track',
  name: '24A - ENCEINTE GENERALE WEEK-END',
  displayName: { fr: 'Enceinte générale — week-end', en: 'General admission — race weekend' },
  displayExtra: {
    fr: 'Samedi et dimanche : le départ, la nuit et l’arrivée',
    en: 'Saturday and Sunday: the start, the night and the finish',
  },
  displayCategory: generalAdmission,
  pageHeaderPicture: ticketPicture('Week-end', 'Spectateurs en bord de piste', '#8a0b20'),
  start: at(12, '07:00'),
  end: at(13, '20:00'),
  seated: false,
  prices: prices('101240102', 42000, [
    adult(85000),
    child(39000, { maxQty: 4 }),
    member(69000),
    {
      code: 'PARTNER',
      audienceCode: 'ADULT',
      price: 59000,
      hidden: true,
      label: { fr: 'Tarif comités d’entreprise', en: 'Works council rate' },
    },
  ]),
};

/** The test day, one Sunday a week before the race: adults pay, children are free (a zero price). */
export const testDayTicket: Ticket = {
  secutixId: '101240103',
  eventCode: '24A',
  performanceSecutixId: '101240103-P1',
  type: 'track',
  name: '24A - JOURNEE TEST',
  displayName: { fr: 'Journée test', en: 'Test day' },
  displayExtra: {
    fr: 'Les premiers tours de roue des 62 équipages, une semaine avant la course',
    en: 'The first laps of all 62 crews, one week before the race',
  },
  displayCategory: generalAdmission,
  pageHeaderPicture: ticketPicture('Journée test', 'Une voiture en piste pendant la journée test'),
  start: at(6, '08:00'),
  end: at(6, '19:00'),
  seated: false,
  prices: prices('101240103', 9000, [
    adult(15000),
    child(0, { label: { fr: 'Enfant (gratuit)', en: 'Child (free)' } }),
  ]),
};

/** A grandstand sold by seat: its prices per seat category, chosen on the stand map. */
export const grandstandTicket: Ticket = {
  secutixId: '101240201',
  eventCode: '24A',
  performanceSecutixId: '101240201-P1',
  type: 'track',
  name: '24A - TRIBUNE T34 GRAND VIRAGE',
  displayName: { fr: 'Tribune Grand Virage (T34)', en: 'Grand Virage grandstand (T34)' },
  displayExtra: {
    fr: 'Place numérotée face au premier virage, écran géant',
    en: 'Numbered seat facing the first corner, giant screen',
  },
  displayCategory: { fr: 'Tribunes', en: 'Grandstands' },
  pageHeaderPicture: ticketPicture('T34', 'La tribune Grand Virage', '#1d4e89'),
  start: at(12, '10:00'),
  end: at(13, '17:00'),
  seated: true,
  prices: [
    ...prices('101240201', 120, [
      adult(129000, { code: 'CAT01-ADULT', category: 'CAT01', minPrice: 79000 }),
      child(79000, { code: 'CAT01-CHILD', category: 'CAT01', minPrice: 79000 }),
    ]),
    ...prices('101240201', 80, [
      adult(109000, { code: 'CAT02-ADULT', category: 'CAT02', minPrice: 69000 }),
      child(69000, { code: 'CAT02-CHILD', category: 'CAT02', minPrice: 69000 }),
    ]),
    ...prices('101240201', 30, [
      member(95000, { code: 'CATMEM-MEME', category: 'CATMEM', minPrice: 95000, maxQty: 2 }),
    ]),
    ...prices('101240201', 6, [
      adult(79000, {
        code: 'CATPMR-ADULT',
        category: 'CATPMR',
        minPrice: 79000,
        maxQty: 2,
        label: {
          fr: 'Personne à mobilité réduite (accompagnant inclus)',
          en: 'Reduced mobility (companion included)',
        },
      }),
    ]),
  ],
};

/** Hospitality with one place left; at most 2 per cart. */
export const suiteTicket: Ticket = {
  secutixId: '101240302',
  eventCode: '24A',
  performanceSecutixId: '101240302-P1',
  type: 'hospitality',
  name: '24A - HOSPITALITE SUITE PANORAMA',
  displayName: { fr: 'Suite Panorama', en: 'Panorama Suite' },
  displayExtra: {
    fr: 'Suite partagée au-dessus des stands, accès paddock inclus',
    en: 'Shared suite above the pits, paddock access included',
  },
  displayCategory: { fr: 'Hospitalités', en: 'Hospitality' },
  pageHeaderPicture: ticketPicture('Suite Panorama', 'La Suite Panorama', '#3b2f63'),
  start: at(12, '10:00'),
  end: at(13, '17:00'),
  seated: false,
  prices: prices('101240302', 1, [adult(3450000, { maxQty: 2 })]),
};

/** Sold-out hospitality (availability 0), Friday to Sunday. */
export const soldOutTicket: Ticket = {
  secutixId: '101240303',
  eventCode: '24A',
  performanceSecutixId: '101240303-P1',
  type: 'hospitality',
  name: '24A - HOSPITALITE VILLAGE ARNAGE',
  displayName: { fr: 'Village Arnage', en: 'Arnage Village' },
  displayExtra: {
    fr: 'Chalets au virage d’Arnage, du vendredi au dimanche',
    en: 'Chalets at the Arnage corner, Friday to Sunday',
  },
  displayCategory: { fr: 'Hospitalités', en: 'Hospitality' },
  pageHeaderPicture: ticketPicture('Village Arnage', 'Les chalets du Village Arnage', '#3b2f63'),
  start: at(11, '10:00'),
  end: at(13, '17:00'),
  seated: false,
  prices: prices('101240303', 0, [adult(690000), child(340000)]),
};

/** A car park with a member-only price (MEME). */
export const parkingTicket: Ticket = {
  secutixId: '101240401',
  eventCode: '24A',
  performanceSecutixId: '101240401-P1',
  type: 'parking',
  name: '24A - PARKING BLEU WEEK-END',
  displayName: { fr: 'Parking Bleu — week-end', en: 'Blue car park — weekend' },
  displayExtra: {
    fr: 'À 10 minutes à pied de l’entrée Nord',
    en: '10 minutes’ walk from the North gate',
  },
  displayCategory: { fr: 'Parkings', en: 'Parking' },
  pageHeaderPicture: ticketPicture('Parking Bleu', 'Le parking Bleu', '#0f5c8c'),
  start: at(12, '06:00'),
  end: at(13, '23:00'),
  seated: false,
  prices: prices('101240401', 800, [
    adult(45000, { label: { fr: 'Véhicule léger', en: 'Car' } }),
    member(35000, { label: { fr: 'Véhicule léger — membre ACO', en: 'Car — ACO member' } }),
  ]),
};

/** A campsite (the shop spells the type 'accomodation'), Wednesday to Monday, no picture. */
export const campingTicket: Ticket = {
  secutixId: '101240501',
  eventCode: '24A',
  performanceSecutixId: '101240501-P1',
  type: 'accomodation',
  name: '24A - CAMPING LES HOUX',
  displayName: { fr: 'Camping Les Houx', en: 'Les Houx campsite' },
  displayExtra: {
    fr: 'Emplacement de 6 × 6 m pour 4 personnes, sanitaires et douches chaudes',
    en: '6 × 6 m pitch for 4 people, toilets and hot showers',
  },
  displayCategory: { fr: 'Hébergement', en: 'Accommodation' },
  start: at(9, '14:00'),
  end: at(14, '12:00'),
  seated: false,
  prices: prices('101240501', 60, [
    adult(195000, { maxQty: 2, label: { fr: 'Emplacement', en: 'Pitch' } }),
    member(165000, {
      maxQty: 2,
      label: { fr: 'Emplacement — membre ACO', en: 'Pitch — ACO member' },
    }),
  ]),
};

/** A supplement on Friday morning, with no display category or extra: the bare minimum of a ticket. */
export const paddockWalkTicket: Ticket = {
  secutixId: '101240601',
  eventCode: '24A',
  performanceSecutixId: '101240601-P1',
  type: 'supplement',
  name: '24A - SUPPLEMENT PADDOCK WALK',
  displayName: { fr: 'Paddock Walk', en: 'Paddock Walk' },
  start: at(11, '10:00'),
  end: at(11, '13:00'),
  seated: false,
  prices: prices('101240601', 300, [adult(35000), child(15000), member(25000)]),
};

/** Tickets of a shop page, in the order the content service lists them. */
export const fixtureTickets: readonly Ticket[] = [
  weekendTicket,
  testDayTicket,
  grandstandTicket,
  suiteTicket,
  soldOutTicket,
  parkingTicket,
  campingTicket,
  paddockWalkTicket,
];

export const fixturePackages: readonly TicketPackage[] = [
  {
    secutixId: '102240001',
    eventCode: '24A',
    displayName: {
      fr: 'Pack week-end + camping Les Houx (2 personnes)',
      en: 'Weekend + Les Houx campsite bundle (2 people)',
    },
    items: [
      { secutixId: weekendTicket.secutixId, quantity: 2 },
      { secutixId: campingTicket.secutixId, quantity: 1 },
    ],
    price: 330000,
    availability: 40,
  },
  {
    secutixId: '102240003',
    eventCode: '24A',
    displayName: {
      fr: 'Pack famille week-end (2 adultes, 2 enfants, parking Bleu)',
      en: 'Family weekend bundle (2 adults, 2 children, Blue car park)',
    },
    items: [
      { secutixId: weekendTicket.secutixId, quantity: 4 },
      { secutixId: parkingTicket.secutixId, quantity: 1 },
    ],
    price: 215000,
    availability: 0,
  },
];

/**
 * What `GET ticket-availabilities` answers for `tickets` and `packages` some minutes after the page was
 * served: one entry per ticket and seat category, `left(secutixId, seatCategory)` places left (by default
 * what the ticket was served with), and each package with what it was served with.
 */
export function fixtureAvailabilities(
  tickets: readonly Ticket[] = fixtureTickets,
  packages: readonly TicketPackage[] = fixturePackages,
  left?: (ticketSecutixId: string, seatCategorySecutixId: string) => number,
): TicketAvailabilities {
  const entries = new Map<string, TicketAvailabilities['tickets'][number]>();
  for (const ticket of tickets) {
    for (const price of ticket.prices) {
      entries.set(`${ticket.secutixId}/${price.seatCatSecutixId}`, {
        secutixId: ticket.secutixId,
        seatCategorySecutixId: price.seatCatSecutixId,
        availability: left ? left(ticket.secutixId, price.seatCatSecutixId) : price.availability,
      });
    }
  }
  return {
    tickets: [...entries.values()],
    packages: packages.map((each) => ({
      secutixId: each.secutixId,
      availability: each.availability,
    })),
  };
}

/** A logged-in visitor's details, as the account service answers them. */
export const fixtureUser: User = {
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'camille.martin@example.org',
  mobile_phone_number: { national_number: '612345678' },
  city: 'Le Mans',
  postcode: '72000',
  country: 'FR',
  address1: '12 rue de la Piste',
};

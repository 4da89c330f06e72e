import type {
  CrossSell,
  StandCategory,
  Ticket,
  TicketInfo,
  TicketPackage,
  TicketPrice,
  TicketType,
} from '@paddock/api-clients/contracts';
import type { SeedOptions } from '../types';
import { daysFrom, raceDates, t, type Texts } from './common';

export const eventCode = '24A';

const audiences = {
  ADULT: t('Adulte', 'Adult'),
  CHILD: t('Enfant (12-16 ans)', 'Child (12-16)'),
  MEME: t('Membre ACO', 'ACO member'),
  VEHICLE: t('Véhicule', 'Vehicle'),
  PITCH: t('Emplacement', 'Pitch'),
  PRESS: t('Presse', 'Press'),
} as const;

interface PriceSpec {
  audience: keyof typeof audiences;
  price: number;
  seatCat: string;
  availability: number;
  maxQty?: number;
  hidden?: boolean;
}

function prices(ticket: string, specs: PriceSpec[]): TicketPrice[] {
  return specs.map((spec) => {
    const id = `${ticket}-${spec.seatCat}-${spec.audience}`;
    return {
      code: spec.audience,
      id,
      secutixId: id,
      price: spec.price,
      maxQty: spec.maxQty ?? 5,
      availability: spec.availability,
      seatCatSecutixId: spec.seatCat,
      audienceCode:
        spec.audience === 'VEHICLE' || spec.audience === 'PITCH' ? 'ADULT' : spec.audience,
      hidden: spec.hidden ?? false,
      localized: {
        fr: { label: audiences[spec.audience].fr },
        en: { label: audiences[spec.audience].en },
      },
    };
  });
}

interface TicketSpec {
  secutixId: string;
  type: TicketType;
  name: string;
  displayName: Texts;
  displayExtra?: Texts;
  displayCategory: Texts;
  picture: string;
  dates: { start: string; end: string };
  seated?: boolean;
  prices: PriceSpec[];
}

/** The grandstand: four seat-block categories, their blocks, and seats (three rows of eight). */
const stands: {
  code: 'CAT01' | 'CAT02' | 'CATMEM' | 'CATPMR';
  colour: string;
  name: Texts;
  blocks: string[];
  price: number;
  audience: 'ADULT' | 'MEME';
}[] = [
  {
    code: 'CAT01',
    colour: '#f5c400',
    name: t('Tribune catégorie 1', 'Grandstand category 1'),
    blocks: ['T34-A', 'T34-B'],
    price: 145000,
    audience: 'ADULT',
  },
  {
    code: 'CAT02',
    colour: '#1f6fd1',
    name: t('Tribune catégorie 2', 'Grandstand category 2'),
    blocks: ['T16-A', 'T16-B'],
    price: 120000,
    audience: 'ADULT',
  },
  {
    code: 'CATMEM',
    colour: '#0b2a5b',
    name: t('Tribune membres', 'Members grandstand'),
    blocks: ['T34-M'],
    price: 110000,
    audience: 'MEME',
  },
  {
    code: 'CATPMR',
    colour: '#7a7f87',
    name: t('Places PMR', 'Accessible seats'),
    blocks: ['T16-P'],
    price: 95000,
    audience: 'ADULT',
  },
];

const grandstandId = '24A-GRANDSTAND';

function seatsOf(block: string) {
  const seats: { id: string; available: boolean }[] = [];
  for (let row = 1; row <= 3; row += 1) {
    for (let number = 1; number <= 8; number += 1) {
      const id = `${block}-R${String(row).padStart(2, '0')}-${String(number).padStart(4, '0')}`;
      // Some seats are already sold.
      seats.push({ id, available: (row * 8 + number) % 5 !== 0 });
    }
  }
  return seats;
}

export function standCategoriesOf(): StandCategory[] {
  return stands.map((stand) => ({
    id: stand.code,
    codes: [stand.code],
    colour: stand.colour,
    blocks: stand.blocks.map((block) => ({ id: block, seats: seatsOf(block) })),
    localized: { fr: { name: stand.name.fr }, en: { name: stand.name.en } },
  }));
}

const freeSeats = (code: string) =>
  standCategoriesOf()
    .filter((category) => category.codes.includes(code as 'CAT01'))
    .flatMap((category) => category.blocks.flatMap((block) => block.seats))
    .filter((seat) => seat.available).length;

function ticketSpecs(options: SeedOptions): TicketSpec[] {
  const dates = raceDates(options.now);
  return [
    {
      secutixId: '24A-GA-WEEK',
      type: 'track',
      name: 'Enceinte générale semaine',
      displayName: t('Enceinte générale – semaine', 'General admission – week'),
      displayExtra: t('Du dimanche au dimanche', 'Sunday to Sunday'),
      displayCategory: t('Billets circuit', 'Circuit tickets'),
      picture: 'general-admission',
      dates: dates.week,
      prices: [
        { audience: 'ADULT', price: 99000, seatCat: 'GA-WEEK', availability: 5000 },
        { audience: 'CHILD', price: 49000, seatCat: 'GA-WEEK', availability: 5000 },
        { audience: 'MEME', price: 79000, seatCat: 'GA-WEEK', availability: 5000 },
      ],
    },
    {
      secutixId: '24A-GA-WEEKEND',
      type: 'track',
      name: 'Enceinte générale week-end',
      displayName: t('Enceinte générale – week-end', 'General admission – weekend'),
      displayExtra: t('Vendredi, samedi et dimanche', 'Friday, Saturday and Sunday'),
      displayCategory: t('Billets circuit', 'Circuit tickets'),
      picture: 'general-admission',
      dates: dates.weekend,
      prices: [
        { audience: 'ADULT', price: 85000, seatCat: 'GA-WEEKEND', availability: 8000 },
        { audience: 'CHILD', price: 42500, seatCat: 'GA-WEEKEND', availability: 8000 },
        { audience: 'MEME', price: 68000, seatCat: 'GA-WEEKEND', availability: 8000 },
      ],
    },
    {
      secutixId: '24A-GA-TESTDAY',
      type: 'track',
      name: 'Journée test',
      displayName: t('Journée test', 'Test day'),
      displayCategory: t('Billets circuit', 'Circuit tickets'),
      picture: 'test-day',
      dates: dates.testDay,
      prices: [
        { audience: 'ADULT', price: 15000, seatCat: 'GA-TESTDAY', availability: 3000 },
        { audience: 'CHILD', price: 0, seatCat: 'GA-TESTDAY', availability: 3000 },
        { audience: 'PRESS', price: 0, seatCat: 'GA-TESTDAY', availability: 3000, hidden: true },
      ],
    },
    {
      secutixId: grandstandId,
      type: 'track',
      name: 'Tribunes course',
      displayName: t('Tribune – course', 'Grandstand – race'),
      displayExtra: t('Place assise numérotée', 'Numbered seat'),
      displayCategory: t('Tribunes', 'Grandstands'),
      picture: 'grandstand',
      dates: dates.race,
      seated: true,
      prices: stands.map((stand) => ({
        audience: stand.audience,
        price: stand.price,
        seatCat: `SC-${stand.code}`,
        availability: freeSeats(stand.code),
        maxQty: 4,
      })),
    },
    {
      secutixId: '24A-HOSPI-PANORAMA',
      type: 'hospitality',
      name: 'Hospitalité Panorama',
      displayName: t('Hospitalité Panorama', 'Panorama hospitality'),
      displayExtra: t('Terrasse sur la ligne droite des stands', 'Terrace over the pit straight'),
      displayCategory: t('Hospitalités', 'Hospitality'),
      picture: 'hospitality',
      dates: dates.race,
      prices: [
        {
          audience: 'ADULT',
          price: 890000,
          seatCat: 'HOSPI-PANORAMA',
          availability: 40,
          maxQty: 10,
        },
      ],
    },
    {
      secutixId: '24A-HOSPI-PADDOCK',
      type: 'hospitality',
      name: 'Hospitalité Paddock Club',
      displayName: t('Paddock Club', 'Paddock Club'),
      displayCategory: t('Hospitalités', 'Hospitality'),
      picture: 'paddock',
      dates: dates.race,
      prices: [
        {
          audience: 'ADULT',
          price: 1250000,
          seatCat: 'HOSPI-PADDOCK',
          availability: 0,
          maxQty: 10,
        },
      ],
    },
    {
      secutixId: '24A-PARK-P1',
      type: 'parking',
      name: 'Parking P1 Panorama',
      displayName: t('Parking P1 – Panorama', 'Car park P1 – Panorama'),
      displayCategory: t('Parkings', 'Car parks'),
      picture: 'parking',
      dates: dates.weekend,
      prices: [
        { audience: 'VEHICLE', price: 35000, seatCat: 'PARK-P1', availability: 800, maxQty: 2 },
      ],
    },
    {
      secutixId: '24A-PARK-P4',
      type: 'parking',
      name: 'Parking P4 Arnage',
      displayName: t('Parking P4 – Arnage', 'Car park P4 – Arnage'),
      displayCategory: t('Parkings', 'Car parks'),
      picture: 'parking',
      dates: dates.weekend,
      prices: [
        { audience: 'VEHICLE', price: 25000, seatCat: 'PARK-P4', availability: 0, maxQty: 2 },
      ],
    },
    {
      secutixId: '24A-CAMP-HOUX',
      type: 'accomodation',
      name: 'Camping Houx',
      displayName: t('Camping Houx', 'Houx campsite'),
      displayExtra: t('Au bord de la piste, tentes uniquement', 'Trackside, tents only'),
      displayCategory: t('Campings', 'Campsites'),
      picture: 'camping',
      dates: dates.week,
      // The last pitches: a race for the last place.
      prices: [
        { audience: 'PITCH', price: 120000, seatCat: 'CAMP-HOUX', availability: 3, maxQty: 1 },
      ],
    },
    {
      secutixId: '24A-CAMP-BEAUSEJOUR',
      type: 'accomodation',
      name: 'Camping Beauséjour',
      displayName: t('Camping Beauséjour', 'Beauséjour campsite'),
      displayCategory: t('Campings', 'Campsites'),
      picture: 'camping',
      dates: dates.week,
      prices: [
        {
          audience: 'PITCH',
          price: 95000,
          seatCat: 'CAMP-BEAUSEJOUR',
          availability: 400,
          maxQty: 3,
        },
      ],
    },
    {
      secutixId: '24A-SUPP-PITWALK',
      type: 'supplement',
      name: 'Pit walk',
      displayName: t('Pit walk', 'Pit walk'),
      displayExtra: t('Visite de la voie des stands le vendredi', 'Pit lane visit on Friday'),
      displayCategory: t('Suppléments', 'Extras'),
      picture: 'news-pitlane',
      dates: dates.weekend,
      prices: [
        { audience: 'ADULT', price: 25000, seatCat: 'SUPP-PITWALK', availability: 300, maxQty: 4 },
        { audience: 'CHILD', price: 15000, seatCat: 'SUPP-PITWALK', availability: 300, maxQty: 4 },
      ],
    },
    {
      secutixId: '24A-SUPP-MUSEUM',
      type: 'supplement',
      name: 'Musée des 24 Heures',
      displayName: t('Entrée au musée des 24 Heures', '24 Hours museum entry'),
      displayCategory: t('Suppléments', 'Extras'),
      picture: 'news-podium',
      dates: dates.week,
      prices: [{ audience: 'ADULT', price: 12000, seatCat: 'SUPP-MUSEUM', availability: 2000 }],
    },
  ];
}

export function tickets(options: SeedOptions): Ticket[] {
  return ticketSpecs(options).map((spec) => ({
    secutixId: spec.secutixId,
    eventCode,
    type: spec.type,
    name: spec.name,
    displayName: spec.displayName,
    ...(spec.displayExtra ? { displayExtra: spec.displayExtra } : {}),
    displayCategory: spec.displayCategory,
    pageHeaderPicture: {
      src: `${options.assetsUrl}/images/${spec.picture}.svg`,
      alt: spec.displayName.fr,
      width: 1200,
      height: 600,
      sources: [],
    },
    start: spec.dates.start,
    end: spec.dates.end,
    seated: spec.seated ?? false,
    prices: prices(spec.secutixId, spec.prices),
  }));
}

export function ticketInfos(options: SeedOptions): TicketInfo[] {
  const grandstand = tickets(options).find((ticket) => ticket.secutixId === grandstandId);
  const categories = standCategoriesOf();
  return [
    {
      productSecutixId: grandstandId,
      productType: 'track',
      performances: [
        {
          id: `${grandstandId}-RACE`,
          steps: categories.flatMap((category) =>
            category.blocks.map((block) => ({
              id: block.id,
              code: block.id,
              blocks: [block.id],
              seatIds: block.seats.map((seat) => seat.id),
              seatCategoryId: `SC-${category.codes[0]}`,
              availability: block.seats.filter((seat) => seat.available).length,
              localized: { fr: { name: `Bloc ${block.id}` }, en: { name: `Block ${block.id}` } },
            })),
          ),
          categories: categories.map((category) => ({
            secutixIds: [`SC-${category.codes[0]}`],
            code: category.codes[0] ?? category.id,
            localized: category.localized,
          })),
          prices: (grandstand?.prices ?? []).map((price) => ({
            ids: [price.id],
            audienceCode: price.audienceCode,
            seatCategoryCodes: [price.seatCatSecutixId.replace(/^SC-/, '')],
            localized: {
              fr: { audienceName: price.localized.fr.label },
              en: { audienceName: price.localized.en?.label ?? price.localized.fr.label },
            },
            price: price.price,
          })),
        },
      ],
    },
  ];
}

export function packages(options: SeedOptions): TicketPackage[] {
  void options;
  return [
    {
      secutixId: '24A-PACK-WEEKEND-CAMP',
      eventCode,
      displayName: t('Week-end + camping Beauséjour', 'Weekend + Beauséjour campsite'),
      items: [
        { secutixId: '24A-GA-WEEKEND', quantity: 2 },
        { secutixId: '24A-CAMP-BEAUSEJOUR', quantity: 1 },
      ],
      price: 245000,
      availability: 150,
    },
    {
      secutixId: '24A-PACK-HOSPI-DUO',
      eventCode,
      displayName: t('Duo Panorama + parking P1', 'Panorama duo + car park P1'),
      items: [
        { secutixId: '24A-HOSPI-PANORAMA', quantity: 2 },
        { secutixId: '24A-PARK-P1', quantity: 1 },
      ],
      price: 1790000,
      availability: 0,
    },
  ];
}

export function crossSells(
  options: SeedOptions,
): { ticketSecutixId?: string; packageSecutixId?: string; crossSell: CrossSell }[] {
  const all = tickets(options);
  const offer = (secutixId: string, n: number): CrossSell => {
    const ticket = all.find((each) => each.secutixId === secutixId);
    if (!ticket) throw new Error(`No ticket ${secutixId} to offer`);
    const visible = ticket.prices.filter((price) => !price.hidden);
    const localized = (locale: 'fr' | 'en') => ({
      title: ticket.displayName[locale] ?? ticket.displayName.fr,
      ...(ticket.pageHeaderPicture ? { picture: ticket.pageHeaderPicture } : {}),
      prices: visible.map((price) => ({
        id: price.id,
        label: price.localized[locale]?.label ?? price.localized.fr.label,
        price: price.price,
      })),
    });
    return {
      id: `XS-${n}-${secutixId}`,
      type: 'ticket',
      secutixId,
      start: daysFrom(options.now, -30),
      end: ticket.end,
      localized: { fr: localized('fr'), en: localized('en') },
    };
  };
  const forTrack = [
    '24A-PARK-P1',
    '24A-CAMP-BEAUSEJOUR',
    '24A-SUPP-PITWALK',
    '24A-SUPP-MUSEUM',
    '24A-HOSPI-PANORAMA',
  ];
  return [
    ...['24A-GA-WEEK', '24A-GA-WEEKEND'].flatMap((ticket, index) =>
      forTrack.map((secutixId, n) => ({
        ticketSecutixId: ticket,
        crossSell: offer(secutixId, index * 10 + n),
      })),
    ),
    { ticketSecutixId: grandstandId, crossSell: offer('24A-PARK-P1', 30) },
    { ticketSecutixId: grandstandId, crossSell: offer('24A-SUPP-PITWALK', 31) },
    { packageSecutixId: '24A-PACK-WEEKEND-CAMP', crossSell: offer('24A-SUPP-MUSEUM', 40) },
  ];
}

export { grandstandId };

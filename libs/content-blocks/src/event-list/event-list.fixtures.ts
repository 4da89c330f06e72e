import type { EventListData } from '@paddock/api-clients/blocks';

const dayMs = 24 * 60 * 60 * 1000;

/** A day `days` from now at `hour` (UTC), as the content service writes it. */
function fromNow(days: number, hour = 8): string {
  const day = new Date(Date.now() + days * dayMs);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
}

/** The season's calendar: two meetings already run, five to come, in five categories. */
export const seasonFr: EventListData = {
  title: 'Calendrier de la saison',
  intro: 'Toutes les courses et les rendez-vous du circuit, mois par mois.',
  events: [
    {
      name: '24 Heures Motos',
      start: fromNow(-40, 13),
      end: fromNow(-39, 13),
      place: 'Circuit Bugatti',
      category: 'Moto',
      href: '/fr/24-heures-motos',
    },
    {
      name: 'Grand Prix de France Moto',
      start: fromNow(-6),
      end: fromNow(-4),
      allDay: true,
      place: 'Circuit Bugatti',
      category: 'Moto',
    },
    {
      name: 'Journée test',
      start: fromNow(20, 7),
      end: fromNow(20, 16),
      place: 'Circuit des 24 Heures',
      category: 'Auto',
      href: '/fr/journee-test',
      tickets: { text: 'Billets', href: '/fr/billetterie/journee-test', style: 'primary' },
    },
    {
      name: '24 Heures du Mans',
      start: fromNow(34, 14),
      end: fromNow(35, 14),
      place: 'Circuit des 24 Heures',
      category: 'Auto',
      href: '/fr/24-heures-du-mans',
      tickets: { text: 'Billets', href: '/fr/billetterie', style: 'primary' },
    },
    {
      name: 'Le Mans Classic',
      start: fromNow(62),
      end: fromNow(64),
      allDay: true,
      place: 'Circuit des 24 Heures',
      category: 'Classic',
      href: 'https://www.lemansclassic.example/',
    },
    {
      name: '24 Heures Karting',
      start: fromNow(90, 10),
      end: fromNow(91, 10),
      place: 'Circuit international Alain Prost',
      category: 'Karting',
    },
    {
      name: '24 Heures Camions',
      start: fromNow(120),
      end: fromNow(121),
      allDay: true,
      place: 'Circuit Bugatti',
      category: 'Camions',
      tickets: { text: 'Billets', href: '/fr/billetterie/camions', style: 'light' },
    },
  ],
  cta: { text: 'Tout le programme', href: '/fr/programme', style: 'transparent' },
};

const names: Record<string, string> = {
  '24 Heures Motos': '24 Hours Motorcycles',
  'Grand Prix de France Moto': 'French Motorcycle Grand Prix',
  'Journée test': 'Test Day',
  '24 Heures du Mans': '24 Hours of Le Mans',
  '24 Heures Karting': '24 Hours Karting',
  '24 Heures Camions': '24 Hours Trucks',
};

const places: Record<string, string> = {
  'Circuit des 24 Heures': '24 Hours circuit',
  'Circuit international Alain Prost': 'Alain Prost international circuit',
};

export const seasonEn: EventListData = {
  title: 'Season calendar',
  intro: 'Every race and meeting at the circuit, month by month.',
  events: seasonFr.events.map((event) => ({
    ...event,
    name: names[event.name] ?? event.name,
    place: places[event.place] ?? event.place,
    category: { Camions: 'Trucks' }[event.category] ?? event.category,
    href: event.href?.replace('/fr/', '/en/'),
    tickets: event.tickets
      ? { ...event.tickets, text: 'Tickets', href: event.tickets.href.replace('/fr/', '/en/') }
      : undefined,
  })),
  cta: { text: 'Full schedule', href: '/en/schedule', style: 'transparent' },
};

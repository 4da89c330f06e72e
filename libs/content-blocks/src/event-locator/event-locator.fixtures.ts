import type { EventLocatorData } from '@paddock/api-clients/blocks';
import type { LocatorEvent, LocatorEventType } from '@paddock/api-clients/contracts';

const event = (
  id: string,
  type: LocatorEventType,
  title: string,
  [start, end]: [string, string],
  [venue, city, country, region]: [string, string, string, string?],
  summary: string,
  href?: string,
): LocatorEvent => ({
  id,
  type,
  title,
  summary,
  start,
  end,
  venue,
  city,
  ...(region ? { region } : {}),
  country,
  ...(href ? { href } : {}),
});

const raceWeekend: [string, string] = ['2027-06-12T14:30:00+02:00', '2027-06-13T17:00:00+02:00'];

/** The organiser's events as the content service answers in French, soonest first. */
export const locatorEventsFr: LocatorEvent[] = [
  event(
    'exposition-hypercars',
    'exhibition',
    'Exposition « L’ère des Hypercars »',
    ['2027-04-03T10:00:00+02:00', '2027-06-21T18:00:00+02:00'],
    ['Musée des 24 Heures du Mans', 'Le Mans', 'FR', 'Pays de la Loire'],
    'Les prototypes hybrides de la course réunis au musée.',
    'https://www.musee24h.example/fr/expositions',
  ),
  event(
    'tournee-rennes',
    'roadshow',
    'La tournée des 24 Heures à Rennes',
    ['2027-05-03T10:00:00+02:00', '2027-05-04T19:00:00+02:00'],
    ['Esplanade Charles-de-Gaulle', 'Rennes', 'FR', 'Bretagne'],
    'Simulateurs, voiture de course exposée et billetterie sur place.',
  ),
  event(
    'tournee-geneve',
    'roadshow',
    'La tournée des 24 Heures à Genève',
    ['2027-05-17T11:00:00+02:00', '2027-05-18T18:00:00+02:00'],
    ['Plaine de Plainpalais', 'Genève', 'CH'],
    'Étape suisse : exposition, simulateurs et rencontre avec un pilote.',
  ),
  event(
    'rencontre-clubs-supporters',
    'meet-up',
    'Rencontre des clubs de supporters',
    ['2027-06-11T18:00:00+02:00', '2027-06-11T22:00:00+02:00'],
    ['Village ACO', 'Le Mans', 'FR', 'Pays de la Loire'],
    'Les clubs se retrouvent la veille de la course, avec les pilotes.',
    '/fr/programme',
  ),
  event(
    'direct-paris',
    'watch-party',
    'Les 24 Heures en direct à Paris',
    raceWeekend,
    ['Docks de la Seine', 'Paris', 'FR', 'Île-de-France'],
    'La course sur écran géant du départ à l’arrivée.',
  ),
  event(
    'direct-londres',
    'watch-party',
    'Les 24 Heures en direct à Londres',
    raceWeekend,
    ['Riverside Hall', 'Londres', 'GB', 'Angleterre'],
    'La course sur écran géant du départ à l’arrivée.',
  ),
  event(
    'direct-tokyo',
    'watch-party',
    'Les 24 Heures en direct à Tokyo',
    raceWeekend,
    ['Odaiba Event Hall', 'Tokyo', 'JP'],
    'La course sur écran géant du départ à l’arrivée.',
  ),
];

export const locatorEventsEn: LocatorEvent[] = [
  event(
    'exposition-hypercars',
    'exhibition',
    'Exhibition: “The Hypercar era”',
    ['2027-04-03T10:00:00+02:00', '2027-06-21T18:00:00+02:00'],
    ['Musée des 24 Heures du Mans', 'Le Mans', 'FR', 'Pays de la Loire'],
    'The race’s hybrid prototypes together at the museum.',
    'https://www.musee24h.example/en/exhibitions',
  ),
  event(
    'tournee-geneve',
    'roadshow',
    'The 24 Hours on tour in Geneva',
    ['2027-05-17T11:00:00+02:00', '2027-05-18T18:00:00+02:00'],
    ['Plaine de Plainpalais', 'Geneva', 'CH'],
    'The Swiss stop: a display, simulators and a meeting with a driver.',
  ),
  event(
    'direct-londres',
    'watch-party',
    'The 24 Hours live in London',
    raceWeekend,
    ['Riverside Hall', 'London', 'GB', 'England'],
    'The race on a giant screen from start to finish.',
    'https://www.riverside-hall.example/',
  ),
  event(
    'direct-montreal',
    'watch-party',
    'The 24 Hours live in Montreal',
    raceWeekend,
    ['Quai des Éclusiers', 'Montreal', 'CA', 'Quebec'],
    'The race on a giant screen from start to finish.',
  ),
];

export const eventLocatorFr: EventLocatorData = {
  title: 'Les 24 Heures près de chez vous',
  text: 'Retransmissions, expositions, tournée : retrouvez nos rendez-vous en France et dans le monde.',
  cta: { text: 'Organiser une retransmission', href: '/fr/programme', style: 'primary' },
};

export const eventLocatorEn: EventLocatorData = {
  title: 'Watch the race near you',
  text: 'The race on a giant screen, around the world.',
  types: ['watch-party'],
};

import type { ProgramEvent } from '@paddock/api-clients/contracts';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

type Titles = [string, string, string, string, string];

/**
 * An event site's agenda as `{site}/program-events` answers it: in order of start, over three days in
 * Paris (23:30 UTC on Saturday is already Sunday there).
 */
const agenda = ([scrutineering, practice, start, fireworks, finish]: Titles): ProgramEvent[] => [
  {
    id: 'verifs',
    start: '2027-06-11T10:00:00+02:00',
    title: scrutineering,
    place: 'Place des Jacobins',
  },
  {
    id: 'essais',
    start: '2027-06-12T09:30:00+02:00',
    end: '2027-06-12T11:00:00+02:00',
    title: practice,
  },
  { id: 'depart', start: '2027-06-12T16:00:00+02:00', title: start, place: 'Circuit' },
  { id: 'feu', start: '2027-06-12T23:30:00Z', title: fireworks },
  { id: 'arrivee', start: '2027-06-13T15:00:00+02:00', title: finish, place: 'Circuit' },
];

export const { fr: agendaFr, en: agendaEn } = inLocales((t) =>
  agenda([
    t('Vérifications techniques', 'Scrutineering'),
    t('Essais libres', 'Free practice'),
    t('Départ de la course', 'Race start'),
    t('Feu d’artifice', 'Fireworks'),
    t('Arrivée', 'Finish'),
  ]),
);

/** The block as the seed sends it on an event site's home. */
export const programFr = aBlock('program', { title: 'Agenda' });
/** With the call to the full schedule. */
export const programEn = aBlock('program', {
  title: 'What’s on',
  cta: { text: 'The full schedule', href: '/en/schedule', style: 'simple-light' },
});

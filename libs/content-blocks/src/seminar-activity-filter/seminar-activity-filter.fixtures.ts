import type { SeminarActivityFilterData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The activities of the business page's seminar offer. */
export const { fr: seminarActivitiesFr, en: seminarActivitiesEn } =
  inLocales<SeminarActivityFilterData>((t) => ({
    title: t('Les activités de vos séminaires', 'Activities for your seminars'),
    text: t(
      'Sensations, esprit d’équipe ou patrimoine : ajoutez une activité à votre journée au circuit.',
      'Thrills, team spirit or heritage: add an activity to your day at the circuit.',
    ),
    activities: [
      {
        title: t('Course de karting', 'Karting race'),
        category: t('Sensations', 'Thrills'),
        duration: 90,
        minParticipants: 8,
        maxParticipants: 60,
        text: t(
          'Essais chronométrés puis course d’endurance par équipes sur la piste Alain Prost.',
          'Timed practice, then a team endurance race on the Alain Prost track.',
        ),
        picture: tintedPicture('Karting', 1600, 900, 20),
      },
      {
        title: t('Baptême en voiture de course', 'Passenger laps in a race car'),
        category: t('Sensations', 'Thrills'),
        duration: 45,
        maxParticipants: 24,
        text: t(
          'Trois tours du circuit Bugatti aux côtés d’un pilote professionnel.',
          'Three laps of the Bugatti circuit beside a professional driver.',
        ),
      },
      {
        title: t('Défi arrêt au stand', 'Pit-stop challenge'),
        category: 'Team building',
        duration: 120,
        minParticipants: 10,
        maxParticipants: 80,
        text: t(
          'Changer quatre roues et faire le plein, en équipe, contre la montre.',
          'Change four wheels and refuel, as a team, against the clock.',
        ),
      },
      {
        title: t('Rallye d’orientation', 'Orienteering rally'),
        category: 'Team building',
        duration: 180,
        minParticipants: 20,
        maxParticipants: 200,
        text: t(
          'Énigmes et épreuves des tribunes au paddock.',
          'Riddles and trials from the grandstands to the paddock.',
        ),
      },
      {
        title: t('Visite guidée du musée', 'Guided museum tour'),
        category: t('Patrimoine', 'Heritage'),
        duration: 90,
        maxParticipants: 150,
        text: t(
          'Cent ans de course en voitures victorieuses, racontées par un guide.',
          'A hundred years of racing in winning cars, told by a guide.',
        ),
        cta: {
          text: t('Le musée', 'The museum'),
          href: t('/fr/musee', '/en/museum'),
          style: 'transparent',
        },
      },
      {
        title: t('Stage de pilotage', 'Driving course'),
        category: t('Sensations', 'Thrills'),
        duration: 270,
        minParticipants: 6,
        maxParticipants: 30,
        text: t(
          'Théorie, freinage, trajectoires, puis séances au volant sur le circuit.',
          'Theory, braking and racing lines, then sessions at the wheel on the circuit.',
        ),
      },
    ],
  }));

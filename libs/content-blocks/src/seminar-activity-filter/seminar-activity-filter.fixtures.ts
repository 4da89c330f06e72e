import type { SeminarActivityFilterData } from '@paddock/api-clients/blocks';
import { drawnPicture } from '../kit/fixtures/pictures.js';

/** The activities of the business page's seminar offer. */
export const seminarActivitiesFr: SeminarActivityFilterData = {
  title: 'Les activités de vos séminaires',
  text: 'Sensations, esprit d’équipe ou patrimoine : ajoutez une activité à votre journée au circuit.',
  activities: [
    {
      title: 'Course de karting',
      category: 'Sensations',
      duration: 90,
      minParticipants: 8,
      maxParticipants: 60,
      text: 'Essais chronométrés puis course d’endurance par équipes sur la piste Alain Prost.',
      picture: drawnPicture('Karting', 1600, 900, 20),
    },
    {
      title: 'Baptême en voiture de course',
      category: 'Sensations',
      duration: 45,
      maxParticipants: 24,
      text: 'Trois tours du circuit Bugatti aux côtés d’un pilote professionnel.',
    },
    {
      title: 'Défi arrêt au stand',
      category: 'Team building',
      duration: 120,
      minParticipants: 10,
      maxParticipants: 80,
      text: 'Changer quatre roues et faire le plein, en équipe, contre la montre.',
    },
    {
      title: 'Rallye d’orientation',
      category: 'Team building',
      duration: 180,
      minParticipants: 20,
      maxParticipants: 200,
      text: 'Énigmes et épreuves des tribunes au paddock.',
    },
    {
      title: 'Visite guidée du musée',
      category: 'Patrimoine',
      duration: 90,
      maxParticipants: 150,
      text: 'Cent ans de course en voitures victorieuses, racontées par un guide.',
      cta: { text: 'Le musée', href: '/fr/musee', style: 'transparent' },
    },
    {
      title: 'Stage de pilotage',
      category: 'Sensations',
      duration: 270,
      minParticipants: 6,
      maxParticipants: 30,
      text: 'Théorie, freinage, trajectoires, puis séances au volant sur le circuit.',
    },
  ],
};

export const seminarActivitiesEn: SeminarActivityFilterData = {
  title: 'Activities for your seminars',
  text: 'Thrills, team spirit or heritage: add an activity to your day at the circuit.',
  activities: [
    {
      title: 'Karting race',
      category: 'Thrills',
      duration: 90,
      minParticipants: 8,
      maxParticipants: 60,
      text: 'Timed practice, then a team endurance race on the Alain Prost track.',
      picture: drawnPicture('Karting', 1600, 900, 20),
    },
    {
      title: 'Passenger laps in a race car',
      category: 'Thrills',
      duration: 45,
      maxParticipants: 24,
      text: 'Three laps of the Bugatti circuit beside a professional driver.',
    },
    {
      title: 'Pit-stop challenge',
      category: 'Team building',
      duration: 120,
      minParticipants: 10,
      maxParticipants: 80,
      text: 'Change four wheels and refuel, as a team, against the clock.',
    },
    {
      title: 'Orienteering rally',
      category: 'Team building',
      duration: 180,
      minParticipants: 20,
      maxParticipants: 200,
      text: 'Riddles and trials from the grandstands to the paddock.',
    },
    {
      title: 'Guided museum tour',
      category: 'Heritage',
      duration: 90,
      maxParticipants: 150,
      text: 'A hundred years of racing in winning cars, told by a guide.',
      cta: { text: 'The museum', href: '/en/museum', style: 'transparent' },
    },
    {
      title: 'Driving course',
      category: 'Thrills',
      duration: 270,
      minParticipants: 6,
      maxParticipants: 30,
      text: 'Theory, braking and racing lines, then sessions at the wheel on the circuit.',
    },
  ],
};

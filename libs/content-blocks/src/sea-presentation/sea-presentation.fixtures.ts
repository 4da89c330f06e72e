import type { SeaPresentationData } from '@paddock/api-clients/blocks';
import { drawnPicture } from '../kit/fixtures/pictures.js';

/** The academy's presentation, as its page opens. */
export const academyFr: SeaPresentationData = {
  kicker: 'Sport & Endurance Academy',
  title: 'Former les pilotes d’endurance de demain',
  text:
    'Depuis 2019, l’Académie accompagne des pilotes de 14 à 22 ans du karting jusqu’aux 24 Heures : ' +
    'pilotage, préparation physique, ingénierie et média, au cœur du circuit.\n' +
    'Les candidatures pour la promotion 2026 sont ouvertes jusqu’au 31 octobre.',
  picture: drawnPicture('Les élèves au stand', 1200, 900, 210),
  pillarsTitle: 'Nos piliers',
  pillars: [
    {
      icon: 'steering-wheel',
      title: 'Pilotage',
      text: 'Des séances au circuit Bugatti et au simulateur, encadrées par des pilotes professionnels.',
    },
    {
      icon: 'heart',
      title: 'Préparation physique',
      text: 'Un suivi individuel pour tenir un relais de nuit de trois heures.',
    },
    {
      icon: 'graduation',
      title: 'Études',
      text: 'Des horaires aménagés avec les lycées et universités partenaires.',
    },
    {
      icon: 'team',
      title: 'Esprit d’équipe',
      text: 'Partager une voiture, des données et des décisions avec ses équipiers.',
    },
  ],
  cta: { text: 'Candidater', href: '/fr/academie/candidater', style: 'primary' },
  alignment: 'left',
};

export const academyEn: SeaPresentationData = {
  kicker: 'Sport & Endurance Academy',
  title: 'Training tomorrow’s endurance drivers',
  text:
    'Since 2019, the Academy has guided drivers aged 14 to 22 from karting to the 24 Hours: driving, ' +
    'fitness, engineering and media, at the heart of the circuit.\n' +
    'Applications for the 2026 intake are open until 31 October.',
  picture: drawnPicture('Students in the pit', 1200, 900, 210),
  pillarsTitle: 'Our pillars',
  pillars: [
    {
      icon: 'steering-wheel',
      title: 'Driving',
      text: 'Sessions on the Bugatti circuit and in the simulator, coached by professional drivers.',
    },
    {
      icon: 'heart',
      title: 'Fitness',
      text: 'One-to-one coaching to last a three-hour night stint.',
    },
    {
      icon: 'graduation',
      title: 'Studies',
      text: 'Adapted timetables with partner schools and universities.',
    },
    {
      icon: 'team',
      title: 'Team spirit',
      text: 'Sharing a car, data and decisions with team-mates.',
    },
  ],
  cta: { text: 'Apply', href: '/en/academy/apply', style: 'primary' },
  alignment: 'left',
};

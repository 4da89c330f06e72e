import type { SeaPresentationData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The academy's presentation, as its page opens. */
export const { fr: academyFr, en: academyEn } = inLocales<SeaPresentationData>((t) => ({
  kicker: 'Sport & Endurance Academy',
  title: t('Former les pilotes d’endurance de demain', 'Training tomorrow’s endurance drivers'),
  text: t(
    'Depuis 2019, l’Académie accompagne des pilotes de 14 à 22 ans du karting jusqu’aux 24 Heures : ' +
      'pilotage, préparation physique, ingénierie et média, au cœur du circuit.\n' +
      'Les candidatures pour la promotion 2026 sont ouvertes jusqu’au 31 octobre.',
    'Since 2019, the Academy has guided drivers aged 14 to 22 from karting to the 24 Hours: driving, ' +
      'fitness, engineering and media, at the heart of the circuit.\n' +
      'Applications for the 2026 intake are open until 31 October.',
  ),
  picture: tintedPicture(t('Les élèves au stand', 'Students in the pit'), 1200, 900, 210),
  pillarsTitle: t('Nos piliers', 'Our pillars'),
  pillars: [
    {
      icon: 'steering-wheel',
      title: t('Pilotage', 'Driving'),
      text: t(
        'Des séances au circuit Bugatti et au simulateur, encadrées par des pilotes professionnels.',
        'Sessions on the Bugatti circuit and in the simulator, coached by professional drivers.',
      ),
    },
    {
      icon: 'heart',
      title: t('Préparation physique', 'Fitness'),
      text: t(
        'Un suivi individuel pour tenir un relais de nuit de trois heures.',
        'One-to-one coaching to last a three-hour night stint.',
      ),
    },
    {
      icon: 'graduation',
      title: t('Études', 'Studies'),
      text: t(
        'Des horaires aménagés avec les lycées et universités partenaires.',
        'Adapted timetables with partner schools and universities.',
      ),
    },
    {
      icon: 'team',
      title: t('Esprit d’équipe', 'Team spirit'),
      text: t(
        'Partager une voiture, des données et des décisions avec ses équipiers.',
        'Sharing a car, data and decisions with team-mates.',
      ),
    },
  ],
  cta: {
    text: t('Candidater', 'Apply'),
    href: t('/fr/academie/candidater', '/en/academy/apply'),
    style: 'primary',
  },
  alignment: 'left',
}));

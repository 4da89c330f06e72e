import type { ModalGridData } from '@paddock/api-clients/blocks';
import { drawnPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';

/** The people behind the race: a card each, its dialog with the full story and links. */
export const raceCrewFr: ModalGridData = {
  title: 'Ceux qui font la course',
  text: 'Plus de 3 000 personnes, salariés et bénévoles, veillent sur les 24 Heures.',
  columns: 3,
  items: [
    {
      title: 'La direction de course',
      subtitle: 'Le poste de commandement',
      excerpt: 'Drapeaux, voiture de sécurité, sanctions : tout se décide ici.',
      picture: drawnPicture('Direction de course', 1600, 1200, 0),
      text: 'Installée au-dessus des stands, la direction de course suit chaque voiture sur 200 écrans.\nElle déclenche les drapeaux, les zones lentes et la voiture de sécurité, et transmet les incidents aux commissaires sportifs.',
      links: [{ text: 'Le règlement sportif', href: '/fr/reglement', style: 'primary' }],
    },
    {
      title: 'Les commissaires de piste',
      subtitle: '1 800 bénévoles',
      excerpt: 'Aux 40 postes du circuit, jour et nuit.',
      picture: drawnPicture('Commissaires', 1600, 1200, 30),
      text: 'Formés par le club, les commissaires signalent les dangers, interviennent sur les accidents et dégagent la piste.\nAucune expérience n’est demandée pour commencer.',
      links: [
        { text: 'Devenir commissaire', href: '/fr/commissaires', style: 'primary' },
        {
          text: 'La fédération',
          href: 'https://www.ffsa.example/commissaires',
          style: 'light',
          target: '_blank',
        },
      ],
    },
    {
      title: 'Le service médical',
      subtitle: 'Centre médical du circuit',
      excerpt: 'Médecins, infirmiers et secouristes pour les pilotes et le public.',
      picture: drawnPicture('Service médical', 1600, 1200, 200),
      text: 'Un centre médical au paddock, quatre postes de secours dans les enceintes et un hélicoptère en alerte pendant toute la course.',
    },
  ],
};

export const raceCrewEn: ModalGridData = {
  title: 'The people who make the race',
  text: 'Over 3,000 staff and volunteers look after the 24 Hours.',
  columns: 3,
  items: [
    {
      title: 'Race control',
      subtitle: 'The command post',
      excerpt: 'Flags, safety car, penalties: it is all decided here.',
      picture: drawnPicture('Race control', 1600, 1200, 0),
      text: 'Above the pits, race control follows every car on 200 screens.\nIt calls the flags, slow zones and safety car, and reports incidents to the stewards.',
      links: [{ text: 'The sporting regulations', href: '/en/regulations', style: 'primary' }],
    },
    {
      title: 'Track marshals',
      subtitle: '1,800 volunteers',
      excerpt: 'At the circuit’s 40 posts, day and night.',
      picture: drawnPicture('Marshals', 1600, 1200, 30),
      text: 'Trained by the club, marshals warn of danger, attend accidents and clear the track.\nNo experience is needed to start.',
      links: [
        { text: 'Become a marshal', href: '/en/marshals', style: 'primary' },
        {
          text: 'The federation',
          href: 'https://www.ffsa.example/marshals',
          style: 'light',
          target: '_blank',
        },
      ],
    },
    {
      title: 'The medical service',
      subtitle: 'Circuit medical centre',
      excerpt: 'Doctors, nurses and first-aiders for drivers and spectators.',
      picture: drawnPicture('Medical service', 1600, 1200, 200),
      text: 'A medical centre in the paddock, four first-aid posts in the enclosures and a helicopter on standby for the whole race.',
    },
  ],
};

/** The club's commissions, text only, four columns without a block title. */
export const commissionsFr: ModalGridData = {
  columns: 4,
  items: [
    {
      title: 'Commission sportive',
      excerpt: 'Règlements et calendrier.',
      text: 'Elle prépare les règlements des courses du club et arrête le calendrier de la saison.',
    },
    {
      title: 'Commission sécurité routière',
      excerpt: 'Prévention auprès des jeunes.',
      text: 'Interventions dans les lycées et stages de conduite préventive sur le circuit Bugatti.',
    },
    {
      title: 'Commission patrimoine',
      excerpt: 'Archives et musée.',
      text: 'Elle conserve les archives du club depuis 1906 et prête ses voitures au musée.',
    },
    {
      title: 'Commission environnement',
      excerpt: 'Un circuit plus sobre.',
      text: 'Énergie, déchets, mobilités : elle suit le plan de réduction de l’empreinte des 24 Heures.',
      links: [{ text: 'Notre démarche', href: '/fr/rse', style: 'primary' }],
    },
  ],
};

export const modalGridBlocks = {
  fr: [aBlock('modal-grid', raceCrewFr)],
  en: [aBlock('modal-grid', raceCrewEn, { tone: 'light' })],
  dark: [aBlock('modal-grid', raceCrewFr, { tone: 'dark' })],
  green: [aBlock('modal-grid', commissionsFr, { tone: 'green', style: 'rse' })],
};

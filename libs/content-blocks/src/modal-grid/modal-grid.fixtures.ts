import type { ModalGridData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The people behind the race: a card each, its dialog with the full story and links. */
export const { fr: raceCrewFr, en: raceCrewEn } = inLocales<ModalGridData>((t) => ({
  title: t('Ceux qui font la course', 'The people who make the race'),
  text: t(
    'Plus de 3 000 personnes, salariés et bénévoles, veillent sur les 24 Heures.',
    'Over 3,000 staff and volunteers look after the 24 Hours.',
  ),
  columns: 3,
  items: [
    {
      title: t('La direction de course', 'Race control'),
      subtitle: t('Le poste de commandement', 'The command post'),
      excerpt: t(
        'Drapeaux, voiture de sécurité, sanctions : tout se décide ici.',
        'Flags, safety car, penalties: it is all decided here.',
      ),
      picture: tintedPicture(t('Direction de course', 'Race control'), 1600, 1200, 0),
      text: t(
        'Installée au-dessus des stands, la direction de course suit chaque voiture sur 200 écrans.\nElle déclenche les drapeaux, les zones lentes et la voiture de sécurité, et transmet les incidents aux commissaires sportifs.',
        'Above the pits, race control follows every car on 200 screens.\nIt calls the flags, slow zones and safety car, and reports incidents to the stewards.',
      ),
      links: [
        {
          text: t('Le règlement sportif', 'The sporting regulations'),
          href: t('/fr/reglement', '/en/regulations'),
          style: 'primary',
        },
      ],
    },
    {
      title: t('Les commissaires de piste', 'Track marshals'),
      subtitle: t('1 800 bénévoles', '1,800 volunteers'),
      excerpt: t(
        'Aux 40 postes du circuit, jour et nuit.',
        'At the circuit’s 40 posts, day and night.',
      ),
      picture: tintedPicture(t('Commissaires', 'Marshals'), 1600, 1200, 30),
      text: t(
        'Formés par le club, les commissaires signalent les dangers, interviennent sur les accidents et dégagent la piste.\nAucune expérience n’est demandée pour commencer.',
        'Trained by the club, marshals warn of danger, attend accidents and clear the track.\nNo experience is needed to start.',
      ),
      links: [
        {
          text: t('Devenir commissaire', 'Become a marshal'),
          href: t('/fr/commissaires', '/en/marshals'),
          style: 'primary',
        },
        {
          text: t('La fédération', 'The federation'),
          href: t('https://www.ffsa.example/commissaires', 'https://www.ffsa.example/marshals'),
          style: 'light',
          target: '_blank',
        },
      ],
    },
    {
      title: t('Le service médical', 'The medical service'),
      subtitle: t('Centre médical du circuit', 'Circuit medical centre'),
      excerpt: t(
        'Médecins, infirmiers et secouristes pour les pilotes et le public.',
        'Doctors, nurses and first-aiders for drivers and spectators.',
      ),
      picture: tintedPicture(t('Service médical', 'Medical service'), 1600, 1200, 200),
      text: t(
        'Un centre médical au paddock, quatre postes de secours dans les enceintes et un hélicoptère en alerte pendant toute la course.',
        'A medical centre in the paddock, four first-aid posts in the enclosures and a helicopter on standby for the whole race.',
      ),
    },
  ],
}));

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

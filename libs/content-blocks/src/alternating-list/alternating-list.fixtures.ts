import { tintedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The practical page's access block of the seed. */
export const { fr: accessFr, en: accessEn } = inLocales((t) => ({
  title: t('Venir au circuit', 'Getting to the circuit'),
  items: [
    {
      title: t('En voiture', 'By car'),
      text: t(
        'Suivez le fléchage « Circuit » depuis l’autoroute, sortie 23. Réservez votre parking à l’avance.',
        'Follow the “Circuit” signs from the motorway, exit 23. Book your parking in advance.',
      ),
      picture: tintedPicture(t('Un parking', 'A car park'), 1600, 900, 210),
    },
    {
      title: t('En tramway', 'By tram'),
      text: t(
        'La ligne T1 relie la gare au terminus « Antarès — Circuit », toutes les 5 minutes pendant la course.',
        'Line T1 runs from the station to the “Antarès — Circuit” terminus every 5 minutes during the race.',
      ),
      picture: tintedPicture(t('Le public', 'The crowd'), 1600, 900, 30),
    },
    {
      title: t('À vélo', 'By bike'),
      text: t(
        'Un parc à vélos gardé vous attend à l’entrée Nord.\nGratuit, ouvert 24 h sur 24.',
        'A guarded bike park awaits you at the North gate.\nFree, open round the clock.',
      ),
      cta: {
        text: t('Itinéraires cyclables', 'Cycle routes'),
        href: t('https://www.example.org/velo', 'https://www.example.org/bike'),
        style: 'transparent',
        target: '_blank',
      },
      picture: tintedPicture(t('Des vélos', 'Bikes'), 1600, 900, 120),
    },
  ],
}));

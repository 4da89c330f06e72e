import { drawnPicture } from '../kit/fixtures/pictures.js';

/** The practical page's access block of the seed. */
export const accessFr = {
  title: 'Venir au circuit',
  items: [
    {
      title: 'En voiture',
      text: 'Suivez le fléchage « Circuit » depuis l’autoroute, sortie 23. Réservez votre parking à l’avance.',
      picture: drawnPicture('Un parking', 1600, 900, 210),
    },
    {
      title: 'En tramway',
      text: 'La ligne T1 relie la gare au terminus « Antarès — Circuit », toutes les 5 minutes pendant la course.',
      picture: drawnPicture('Le public', 1600, 900, 30),
    },
    {
      title: 'À vélo',
      text: 'Un parc à vélos gardé vous attend à l’entrée Nord.\nGratuit, ouvert 24 h sur 24.',
      cta: {
        text: 'Itinéraires cyclables',
        href: 'https://www.example.org/velo',
        style: 'transparent',
        target: '_blank',
      },
      picture: drawnPicture('Des vélos', 1600, 900, 120),
    },
  ],
};

export const accessEn = {
  title: 'Getting to the circuit',
  items: [
    {
      title: 'By car',
      text: 'Follow the “Circuit” signs from the motorway, exit 23. Book your parking in advance.',
      picture: drawnPicture('A car park', 1600, 900, 210),
    },
    {
      title: 'By tram',
      text: 'Line T1 runs from the station to the “Antarès — Circuit” terminus every 5 minutes during the race.',
      picture: drawnPicture('The crowd', 1600, 900, 30),
    },
    {
      title: 'By bike',
      text: 'A guarded bike park awaits you at the North gate.\nFree, open round the clock.',
      cta: {
        text: 'Cycle routes',
        href: 'https://www.example.org/bike',
        style: 'transparent',
        target: '_blank',
      },
      picture: drawnPicture('Bikes', 1600, 900, 120),
    },
  ],
};

import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

const sites = [
  {
    title: '24 Heures Motos',
    fr: 'L’endurance à moto',
    en: 'Endurance on two wheels',
    href: 'https://moto.example/',
  },
  {
    title: 'Grand Prix de France Moto',
    fr: 'MotoGP au Bugatti',
    en: 'MotoGP at the Bugatti circuit',
    href: 'https://gp.example/',
  },
  {
    title: 'Le Mans Classic',
    fr: 'Les légendes en piste',
    en: 'Legends on track',
    href: 'https://classic.example/',
  },
  {
    title: '24 Heures Camions',
    fr: 'Les camions de course',
    en: 'Racing trucks',
    href: 'https://camions.example/',
  },
  {
    title: 'ACO',
    fr: 'Le club organisateur',
    en: 'The organising club',
    href: 'https://aco.example/',
  },
];
const colours = ['#7a1f1f', '#1f2a5a', '#1f5a3b', '#5a4a1f', '#3b1f5a'];

const items = (locale: 'fr' | 'en') =>
  sites.map((site, index) => ({
    title: site.title,
    text: site[locale],
    picture: seedPicture(site.title, site.title, colours[index]),
    cta: {
      text: locale === 'fr' ? 'Découvrir' : 'Discover',
      href: site.href,
      style: 'transparent',
      target: '_blank',
    },
  }));

/** The car home's sister sites, as the seed sends them. */
export const eventCardSliderDataFr = { title: 'Toute l’année au circuit', items: items('fr') };

export const eventCardSliderFr = aBlock('event-card-slider', eventCardSliderDataFr);
export const eventCardSliderEn = aBlock(
  'event-card-slider',
  { title: 'All year round at the circuit', items: items('en') },
  { tone: 'dark' },
);

/**
 * The organiser's eight sites (universes, SPEC §1) with their theme colours (the same as
 * @paddock/ui's universe tokens) and public addresses (.example domains).
 */
import type { Site, SiteId } from '@paddock/api-clients/contracts';
import type { Both } from './context';
import { autoOrigin } from './paths';

export interface SiteInfo extends Site {
  /** What the site is about, per locale, for its pages' meta and intro. */
  tagline: Both<string>;
  /** Its hero illustration under assets/images. */
  hero: string;
  /** Its handle on the social networks. */
  handle: string;
}

export const siteInfos: Record<SiteId, SiteInfo> = {
  auto: {
    identifier: 'auto',
    title: '24 Heures du Mans',
    colour: '#c8102e',
    href: autoOrigin,
    tagline: {
      fr: "La plus grande course d'endurance automobile du monde",
      en: "The world's greatest endurance motor race",
    },
    hero: 'images/hero-24h.svg',
    handle: '24hlemans',
  },
  aco: {
    identifier: 'aco',
    title: "Automobile Club de l'Ouest",
    colour: '#003a70',
    href: 'https://www.aco.example/',
    tagline: {
      fr: "L'organisateur des 24 Heures du Mans et le club de ses membres",
      en: 'The organiser of the 24 Hours of Le Mans and its members’ club',
    },
    hero: 'images/hero-aco.svg',
    handle: 'aco_lemans',
  },
  moto: {
    identifier: 'moto',
    title: '24 Heures Motos',
    colour: '#c2410c',
    href: 'https://www.24h-motos.example/',
    tagline: {
      fr: "Deux roues, vingt-quatre heures : l'endurance moto sur le circuit court",
      en: 'Two wheels, twenty-four hours: motorcycle endurance on the short circuit',
    },
    hero: 'images/hero-moto.svg',
    handle: '24hmotos',
  },
  karting: {
    identifier: 'karting',
    title: 'Karting des 24 Heures',
    colour: '#047857',
    href: 'https://www.karting-24h.example/',
    tagline: {
      fr: 'Piloter comme les grands, sur la piste internationale du circuit',
      en: 'Drive like the pros on the circuit’s international kart track',
    },
    hero: 'images/hero-karting.svg',
    handle: 'karting24h',
  },
  classic: {
    identifier: 'classic',
    title: 'Le Mans Classic',
    colour: '#7c5a12',
    href: 'https://www.lemans-classic.example/',
    tagline: {
      fr: 'Un siècle de voitures de course en piste, le temps d’un week-end',
      en: 'A century of racing cars back on track for one weekend',
    },
    hero: 'images/hero-classic.svg',
    handle: 'lemansclassic',
  },
  camions: {
    identifier: 'camions',
    title: '24 Heures Camions',
    colour: '#6d28d9',
    href: 'https://www.24h-camions.example/',
    tagline: {
      fr: 'Le grand rendez-vous des camions de course et des routiers',
      en: 'The great gathering of racing trucks and truckers',
    },
    hero: 'images/hero-camions.svg',
    handle: '24hcamions',
  },
  experience: {
    identifier: 'experience',
    title: 'Le Mans Experience',
    colour: '#be185d',
    href: 'https://www.lemans-experience.example/',
    tagline: {
      fr: 'Musée, visites du circuit et séminaires toute l’année',
      en: 'Museum, circuit tours and corporate events all year round',
    },
    hero: 'images/hero-experience.svg',
    handle: 'lemansexperience',
  },
  companion: {
    identifier: 'companion',
    title: 'Companion 24h',
    colour: '#0e7490',
    href: 'https://companion.24h-lemans.example/',
    tagline: {
      fr: "L'application qui vous accompagne pendant la semaine de course",
      en: 'The app that guides you through race week',
    },
    hero: 'images/hero-companion.svg',
    handle: '24hcompanion',
  },
};

export const siteIdsInOrder = Object.keys(siteInfos) as SiteId[];

export function buildSites(): Site[] {
  return siteIdsInOrder.map((id) => {
    const { identifier, title, colour, href } = siteInfos[id];
    return { identifier, title, colour, href };
  });
}

import { tintedPicture } from '../kit/fixtures/pictures.js';

type Texts = { fr: string; en: string };

const brands: Record<string, { name: string; hue: number }> = {
  voltanis: { name: 'Voltanis Énergies', hue: 200 },
  motrix: { name: 'Motrix Pneumatiques', hue: 10 },
  verdier: { name: 'Verdier Horlogerie', hue: 40 },
  'maison-ferrand': { name: 'Maison Ferrand', hue: 330 },
  kestrel: { name: 'Kestrel Lubrifiants', hue: 60 },
  nordline: { name: 'Nordline Logistique', hue: 180 },
  'radio-virage': { name: 'Radio Virage', hue: 280 },
  'tele-circuit': { name: 'Télé Circuit', hue: 240 },
  'courrier-sarthois': { name: 'Le Courrier Sarthois', hue: 100 },
  azura: { name: 'Azura Assurances', hue: 220 },
  'banque-atlantis': { name: 'Banque Atlantis', hue: 160 },
  'cielo-airways': { name: 'Cielo Airways', hue: 190 },
  'garage-moreau': { name: 'Garage Moreau', hue: 20 },
};

const category = (title: Texts, inFooter: boolean, uids: string[]) => (locale: 'fr' | 'en') => ({
  title: title[locale],
  inFooter,
  children: uids.map((uid) => {
    const brand = brands[uid] ?? { name: uid, hue: 0 };
    return {
      uid,
      href: `https://www.${uid}.example/`,
      logoPicture: tintedPicture(brand.name, 320, 160, brand.hue),
    };
  }),
});

const definitions = [
  category({ fr: 'Partenaires officiels', en: 'Official partners' }, true, [
    'voltanis',
    'motrix',
    'verdier',
  ]),
  category({ fr: 'Fournisseurs officiels', en: 'Official suppliers' }, true, [
    'maison-ferrand',
    'kestrel',
    'nordline',
  ]),
  category({ fr: 'Partenaires médias', en: 'Media partners' }, true, [
    'radio-virage',
    'tele-circuit',
    'courrier-sarthois',
  ]),
  category({ fr: 'Ils nous soutiennent', en: 'Our supporters' }, false, [
    'azura',
    'banque-atlantis',
    'cielo-airways',
    'garage-moreau',
  ]),
];

/** A site's partner categories as the content service lists them (three in the footer, one not). */
export const partnerCategories = {
  fr: definitions.map((define) => define('fr')),
  en: definitions.map((define) => define('en')),
};

/** The home's partners block of the seed, with the categories the server attached. */
export const homePartnersFr = {
  title: 'Ils font les 24 Heures',
  inFooterOnly: true,
  cta: { text: 'Tous les partenaires', href: '/fr/partenaires', style: 'simple-light' },
  categories: partnerCategories.fr,
};

export const homePartnersEn = {
  title: 'They make the 24 Hours',
  inFooterOnly: true,
  cta: { text: 'All partners', href: '/en/partners', style: 'simple-light' },
  categories: partnerCategories.en,
};

/** The partners page's block of the seed: every category. */
export const partnersPageFr = {
  title: 'Ils font les 24 Heures',
  inFooterOnly: false,
  categories: partnerCategories.fr,
};

export const partnersPageEn = {
  title: 'They make the 24 Hours',
  inFooterOnly: false,
  categories: partnerCategories.en,
};

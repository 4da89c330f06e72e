/**
 * Partner categories and partners per site and locale. The brands are fictional; their logos are the
 * SVG files of assets/partners/<uid>.svg. On the car site six categories are `inFooter`: two rows of
 * three in the footer partner strip (SPEC §2).
 */
import type { Locale, Partner, PartnerCategory, SiteId } from '@paddock/api-clients/contracts';
import { locales, type Both, type SeedContext } from './context';
import { siteIdsInOrder } from './sites';
import type { Seed } from './types';

/** uid (also the logo's file name) → display name and website. */
export const partnerBrands = {
  voltanis: { name: 'Voltanis Énergies', href: 'https://www.voltanis.example/' },
  motrix: { name: 'Motrix Pneumatiques', href: 'https://www.motrix.example/' },
  verdier: { name: 'Verdier Horlogerie', href: 'https://www.verdier-horlogerie.example/' },
  'maison-ferrand': { name: 'Maison Ferrand', href: 'https://www.maison-ferrand.example/' },
  kestrel: { name: 'Kestrel Lubrifiants', href: 'https://www.kestrel.example/' },
  nordline: { name: 'Nordline Logistique', href: 'https://www.nordline.example/' },
  'radio-virage': { name: 'Radio Virage', href: 'https://www.radio-virage.example/' },
  'tele-circuit': { name: 'Télé Circuit', href: 'https://www.tele-circuit.example/' },
  'courrier-sarthois': {
    name: 'Le Courrier Sarthois',
    href: 'https://www.courrier-sarthois.example/',
  },
  'region-ouest-atlantique': {
    name: 'Région Ouest Atlantique',
    href: 'https://www.region-ouest-atlantique.example/',
  },
  'metropole-coeur-sarthe': {
    name: 'Métropole Cœur de Sarthe',
    href: 'https://www.coeur-de-sarthe.example/',
  },
  'maine-vert': { name: 'Département du Maine Vert', href: 'https://www.maine-vert.example/' },
  'atlas-chrono': { name: 'Atlas Chronométrage', href: 'https://www.atlas-chrono.example/' },
  ampera: { name: 'Ampera Recharge', href: 'https://www.ampera.example/' },
  pixelbox: { name: 'Pixelbox Écrans géants', href: 'https://www.pixelbox.example/' },
  'traiteur-lebrun': { name: 'Traiteur Lebrun', href: 'https://www.traiteur-lebrun.example/' },
  'domaine-des-coteaux': {
    name: 'Domaine des Coteaux',
    href: 'https://www.domaine-des-coteaux.example/',
  },
  'hotels-horizon': { name: 'Hôtels Horizon', href: 'https://www.hotels-horizon.example/' },
  azura: { name: 'Azura Assurances', href: 'https://www.azura.example/' },
  'banque-atlantis': { name: 'Banque Atlantis', href: 'https://www.banque-atlantis.example/' },
  'cielo-airways': { name: 'Cielo Airways', href: 'https://www.cielo-airways.example/' },
  'garage-moreau': { name: 'Garage Moreau', href: 'https://www.garage-moreau.example/' },
} as const;
export type PartnerUid = keyof typeof partnerBrands;

interface CategoryDef {
  title: Both<string>;
  inFooter: boolean;
  partners: PartnerUid[];
}

const official: CategoryDef = {
  title: { fr: 'Partenaires officiels', en: 'Official partners' },
  inFooter: true,
  partners: ['voltanis', 'motrix', 'verdier'],
};
const suppliers: CategoryDef = {
  title: { fr: 'Fournisseurs officiels', en: 'Official suppliers' },
  inFooter: true,
  partners: ['maison-ferrand', 'kestrel', 'nordline'],
};
const media: CategoryDef = {
  title: { fr: 'Partenaires médias', en: 'Media partners' },
  inFooter: true,
  partners: ['radio-virage', 'tele-circuit', 'courrier-sarthois'],
};
const institutions: CategoryDef = {
  title: { fr: 'Partenaires institutionnels', en: 'Institutional partners' },
  inFooter: true,
  partners: ['region-ouest-atlantique', 'metropole-coeur-sarthe', 'maine-vert'],
};
const technical: CategoryDef = {
  title: { fr: 'Partenaires techniques', en: 'Technical partners' },
  inFooter: true,
  partners: ['atlas-chrono', 'ampera', 'pixelbox'],
};
const hospitality: CategoryDef = {
  title: { fr: 'Partenaires hospitalités', en: 'Hospitality partners' },
  inFooter: true,
  partners: ['traiteur-lebrun', 'domaine-des-coteaux', 'hotels-horizon'],
};
const supporters: CategoryDef = {
  title: { fr: 'Ils nous soutiennent', en: 'Our supporters' },
  inFooter: false,
  partners: ['azura', 'banque-atlantis', 'cielo-airways', 'garage-moreau'],
};

const categoriesBySite: Record<SiteId, CategoryDef[]> = {
  auto: [official, suppliers, media, institutions, technical, hospitality, supporters],
  aco: [institutions, official, { ...supporters, inFooter: true }],
  moto: [
    { ...official, partners: ['motrix', 'kestrel', 'voltanis'] },
    media,
    { ...supporters, partners: ['garage-moreau', 'azura'] },
  ],
  karting: [{ ...technical, partners: ['atlas-chrono', 'ampera'] }, supporters],
  classic: [
    { ...official, partners: ['verdier', 'maison-ferrand', 'garage-moreau'] },
    media,
    hospitality,
  ],
  camions: [{ ...suppliers, partners: ['nordline', 'kestrel', 'motrix'] }, institutions],
  experience: [hospitality, { ...institutions, inFooter: false }],
  companion: [{ ...technical, partners: ['pixelbox', 'ampera'] }],
};

function partner(ctx: SeedContext, uid: PartnerUid): Partner {
  const brand = partnerBrands[uid];
  return {
    uid,
    href: brand.href,
    logoPicture: ctx.picture(`partners/${uid}.svg`, brand.name, 320, 160),
  };
}

function categories(ctx: SeedContext, site: SiteId, locale: Locale): PartnerCategory[] {
  return categoriesBySite[site].map((def) => ({
    title: def.title[locale],
    inFooter: def.inFooter,
    children: def.partners.map((uid) => partner(ctx, uid)),
  }));
}

export function buildPartnerCategories(ctx: SeedContext): Seed['partnerCategories'] {
  return siteIdsInOrder.flatMap((site) =>
    locales.map((locale) => ({ site, locale, categories: categories(ctx, site, locale) })),
  );
}

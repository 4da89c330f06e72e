import type { FiguresTextPushData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';

/** The club's membership push, its figures on the right. */
export const membershipFr: FiguresTextPushData = {
  kicker: 'Le club',
  title: 'Rejoignez l’Automobile Club de l’Ouest',
  text: 'Depuis 1906, le club organise les 24 Heures du Mans et défend les automobilistes.\nVos avantages : prévente des billets, tarifs membres, accès au village des membres.',
  cta: { text: 'Devenir membre', href: '/fr/adhesion', style: 'primary' },
  figures: [
    { value: 48500, label: 'membres' },
    { value: 1800, label: 'commissaires bénévoles' },
    { value: 30, label: 'délégations en France' },
  ],
  figuresPosition: 'end',
};

export const membershipEn: FiguresTextPushData = {
  kicker: 'The club',
  title: 'Join the Automobile Club de l’Ouest',
  text: 'Since 1906 the club has run the 24 Hours of Le Mans and stood up for motorists.\nYour perks: ticket presale, member prices, access to the members’ village.',
  cta: { text: 'Become a member', href: '/en/membership', style: 'primary' },
  figures: [
    { value: 48500, label: 'members' },
    { value: 1800, label: 'volunteer marshals' },
    { value: 30, label: 'delegations in France' },
  ],
  figuresPosition: 'end',
};

/** The circuit's environmental push: figures first, a call to action opening a new tab. */
export const sustainabilityFr: FiguresTextPushData = {
  title: 'Un circuit qui réduit son empreinte',
  text: 'Panneaux solaires sur les parkings, navettes électriques et tri sélectif dans toutes les enceintes.',
  cta: {
    text: 'Lire le rapport RSE',
    href: 'https://rse.24h-lemans.example/rapport',
    style: 'transparent',
    target: '_blank',
  },
  figures: [
    { value: 42, unit: '%', label: 'd’énergie renouvelable' },
    { value: 2.5, decimals: 1, unit: 'MW', label: 'de panneaux solaires' },
  ],
  figuresPosition: 'start',
};

export const sustainabilityEn: FiguresTextPushData = {
  title: 'A circuit cutting its footprint',
  text: 'Solar panels over the car parks, electric shuttles and waste sorting in every enclosure.',
  cta: {
    text: 'Read the CSR report',
    href: 'https://rse.24h-lemans.example/report',
    style: 'transparent',
    target: '_blank',
  },
  figures: [
    { value: 42, unit: '%', label: 'renewable energy' },
    { value: 2.5, decimals: 1, unit: 'MW', label: 'of solar panels' },
  ],
  figuresPosition: 'start',
};

export const figuresTextPushBlocks = {
  fr: [aBlock('figures-text-push', membershipFr)],
  en: [aBlock('figures-text-push', membershipEn, { tone: 'dark' })],
  green: [aBlock('figures-text-push', sustainabilityFr, { tone: 'green', style: 'rse' })],
  start: [aBlock('figures-text-push', sustainabilityEn, { tone: 'light', style: 'secondary' })],
};

import type { FiguresTextPushData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The club's membership push, its figures on the right. */
export const { fr: membershipFr, en: membershipEn } = inLocales<FiguresTextPushData>((t) => ({
  kicker: t('Le club', 'The club'),
  title: t('Rejoignez l’Automobile Club de l’Ouest', 'Join the Automobile Club de l’Ouest'),
  text: t(
    'Depuis 1906, le club organise les 24 Heures du Mans et défend les automobilistes.\nVos avantages : prévente des billets, tarifs membres, accès au village des membres.',
    'Since 1906 the club has run the 24 Hours of Le Mans and stood up for motorists.\nYour perks: ticket presale, member prices, access to the members’ village.',
  ),
  cta: {
    text: t('Devenir membre', 'Become a member'),
    href: t('/fr/adhesion', '/en/membership'),
    style: 'primary',
  },
  figures: [
    { value: 48500, label: t('membres', 'members') },
    { value: 1800, label: t('commissaires bénévoles', 'volunteer marshals') },
    { value: 30, label: t('délégations en France', 'delegations in France') },
  ],
  figuresPosition: 'end',
}));

/** The circuit's environmental push: figures first, a call to action opening a new tab. */
export const { fr: sustainabilityFr, en: sustainabilityEn } = inLocales<FiguresTextPushData>(
  (t) => ({
    title: t('Un circuit qui réduit son empreinte', 'A circuit cutting its footprint'),
    text: t(
      'Panneaux solaires sur les parkings, navettes électriques et tri sélectif dans toutes les enceintes.',
      'Solar panels over the car parks, electric shuttles and waste sorting in every enclosure.',
    ),
    cta: {
      text: t('Lire le rapport RSE', 'Read the CSR report'),
      href: t('https://rse.24h-lemans.example/rapport', 'https://rse.24h-lemans.example/report'),
      style: 'transparent',
      target: '_blank',
    },
    figures: [
      { value: 42, unit: '%', label: t('d’énergie renouvelable', 'renewable energy') },
      { value: 2.5, decimals: 1, unit: 'MW', label: t('de panneaux solaires', 'of solar panels') },
    ],
    figuresPosition: 'start',
  }),
);

export const figuresTextPushBlocks = {
  fr: [aBlock('figures-text-push', membershipFr)],
  en: [aBlock('figures-text-push', membershipEn, { tone: 'dark' })],
  green: [aBlock('figures-text-push', sustainabilityFr, { tone: 'green', style: 'rse' })],
  start: [aBlock('figures-text-push', sustainabilityEn, { tone: 'light', style: 'secondary' })],
};

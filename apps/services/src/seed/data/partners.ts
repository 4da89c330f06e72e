import type { Alert, Locale, PartnerCategory } from '@paddock/api-clients/contracts';
import type { SeedOptions } from '../types';
import { daysFrom, t, uuid, type Texts } from './common';

/** Fictional partners; their logos are the SVG files of assets/partners. */
const categories: { title: Texts; inFooter: boolean; partners: string[] }[] = [
  {
    title: t('Partenaires officiels', 'Official partners'),
    inFooter: true,
    partners: ['motrix', 'banque-atlantis', 'cielo-airways', 'voltanis'],
  },
  {
    title: t('Fournisseurs officiels', 'Official suppliers'),
    inFooter: true,
    partners: ['atlas-chrono', 'kestrel', 'ampera'],
  },
  {
    title: t('Partenaires médias', 'Media partners'),
    inFooter: true,
    partners: ['radio-virage', 'tele-circuit', 'courrier-sarthois'],
  },
  {
    title: t('Partenaires institutionnels', 'Institutional partners'),
    inFooter: true,
    partners: ['region-ouest-atlantique', 'metropole-coeur-sarthe'],
  },
  {
    title: t('Partenaires hospitalité', 'Hospitality partners'),
    inFooter: true,
    partners: ['hotels-horizon', 'traiteur-lebrun', 'domaine-des-coteaux'],
  },
  {
    title: t('Partenaires techniques', 'Technical partners'),
    inFooter: true,
    partners: ['nordline', 'verdier', 'pixelbox'],
  },
  {
    title: t('Partenaires locaux', 'Local partners'),
    inFooter: false,
    partners: ['garage-moreau', 'maine-vert', 'maison-ferrand', 'azura'],
  },
];

const nameOf = (file: string) =>
  file
    .split('-')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

export function partnerCategoriesOf(locale: Locale, options: SeedOptions): PartnerCategory[] {
  return categories.map((category) => ({
    title: category.title[locale],
    inFooter: category.inFooter,
    children: category.partners.map((file) => ({
      uid: file,
      href: `https://www.${file}.example/`,
      logoPicture: {
        src: `${options.assetsUrl}/partners/${file}.svg`,
        alt: nameOf(file),
        width: 160,
        height: 80,
        sources: [{ srcset: `${options.assetsUrl}/partners/${file}.svg`, type: 'image/svg+xml' }],
      },
    })),
  }));
}

/** Per site and locale: one past, one current and one future alert. */
export function alertsOf(siteIndex: number, locale: Locale, now: Date): Alert[] {
  const id = (n: number) => uuid(1000 + siteIndex * 10 + (locale === 'fr' ? 0 : 5) + n);
  const texts = {
    past: t('La billetterie de la journée test a ouvert.', 'Test day tickets are on sale.'),
    current: t(
      'Dernières places en tribune : réservez avant la fin du mois.',
      'Last grandstand seats: book before the end of the month.',
    ),
    future: t(
      'Ouverture des portes du circuit le 6 juin à 8 h.',
      'Circuit gates open on 6 June at 8 am.',
    ),
  };
  return [
    { uuid: id(0), text: texts.past[locale], start: daysFrom(now, -60), end: daysFrom(now, -30) },
    {
      uuid: id(1),
      text: texts.current[locale],
      start: daysFrom(now, -2),
      end: daysFrom(now, 28),
      link: {
        href: locale === 'fr' ? '/fr/billetterie' : '/en/tickets',
        text: locale === 'fr' ? 'Réserver' : 'Book',
      },
    },
    { uuid: id(2), text: texts.future[locale], start: daysFrom(now, 60), end: daysFrom(now, 90) },
  ];
}

import type { DelegationData, DelegationsTerritorialesData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

type Entry = [
  department: string,
  region: { fr: string; en: string },
  delegate: string,
  address: string,
  phone?: string,
];

const paysDeLaLoire = { fr: 'Pays de la Loire', en: 'Pays de la Loire' };
const bretagne = { fr: 'Bretagne', en: 'Brittany' };
const normandie = { fr: 'Normandie', en: 'Normandy' };
const centre = { fr: 'Centre-Val de Loire', en: 'Centre-Val de Loire' };

const entries: Entry[] = [
  [
    'Sarthe',
    paysDeLaLoire,
    'Amélie Chauvin',
    'Circuit des 24 Heures\n72019 Le Mans',
    '02 43 40 24 24',
  ],
  ['Mayenne', paysDeLaLoire, 'Luc Hamon', '12 quai de Bootz\n53000 Laval', '02 43 53 10 10'],
  ['Loire-Atlantique', paysDeLaLoire, 'Nadia Ferrand', '4 rue de Strasbourg\n44000 Nantes'],
  [
    'Ille-et-Vilaine',
    bretagne,
    'Karim Belkacem',
    '9 place de Bretagne\n35000 Rennes',
    '02 99 30 20 20',
  ],
  ['Finistère', bretagne, 'Gwenaëlle Le Goff', '2 rue de Siam\n29200 Brest'],
  ['Calvados', normandie, 'Étienne Lebrun', '18 rue Écuyère\n14000 Caen', '02 31 86 00 00'],
  ['Orne', normandie, 'Sylvie Roussel', '5 rue aux Sieurs\n61000 Alençon'],
  ['Loir-et-Cher', centre, 'Bruno Pichon', '1 place Louis-XII\n41000 Blois', '02 54 78 00 00'],
];

const slug = (department: string) =>
  department
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');

const delegations = (locale: 'fr' | 'en'): DelegationData[] =>
  entries.map(([department, region, delegate, address, phone]) => ({
    name: locale === 'fr' ? `Délégation ${department}` : `${department} delegation`,
    region: region[locale],
    delegate,
    address: locale === 'fr' ? address : `${address}, France`,
    email: `${slug(department)}@aco.example`,
    ...(phone ? { phone } : {}),
  }));

/** The club's delegations page. */
export const { fr: delegationsFr, en: delegationsEn } = inLocales<DelegationsTerritorialesData>(
  (t) => ({
    title: t('Nos délégations en région', 'Our regional delegations'),
    text: t(
      'Près de chez vous, une délégation du club organise sorties, stages de conduite et soirées autour des 24 Heures.',
      'Near you, a club delegation runs outings, driving courses and evenings around the 24 Hours.',
    ),
    delegations: delegations(t('fr', 'en')),
  }),
);

/** One region's delegations, without a title, only names and emails. */
export const bretagneFr: DelegationsTerritorialesData = {
  delegations: delegations('fr')
    .filter((delegation) => delegation.region === 'Bretagne')
    .map(({ name, region, email }) => ({ name, region, ...(email ? { email } : {}) })),
};

export const delegationsTerritorialesBlocks = {
  fr: [aBlock('delegations-territoriales', delegationsFr)],
  en: [aBlock('delegations-territoriales', delegationsEn, { tone: 'light' })],
  dark: [aBlock('delegations-territoriales', delegationsFr, { tone: 'dark' })],
  green: [aBlock('delegations-territoriales', bretagneFr, { tone: 'green', style: 'secondary' })],
};

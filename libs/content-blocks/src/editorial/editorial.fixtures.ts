import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The home's editorial block of the seed (centred, a light call to action). */
export const { fr: editorialSeedFr, en: editorialSeedEn } = inLocales((t) => ({
  title: t('Vivre la course de l’intérieur', 'Live the race from the inside'),
  html: t(
    '<p>Du <strong>Paddock Walk</strong> du vendredi au tour du circuit en bus, en passant par la nuit au camping, les 24 Heures se vivent bien au-delà de la piste.</p><p>Composez votre semaine avec nos suppléments et nos hébergements.</p>',
    '<p>From Friday’s <strong>Paddock Walk</strong> to the circuit tour by bus and a night at the campsite, the 24 Hours are lived well beyond the track.</p><p>Build your week with our extras and accommodation.</p>',
  ),
  alignment: 'centered',
  cta: {
    text: t('Parkings et hébergements', 'Parking and accommodation'),
    href: t('/fr/sejourner', '/en/stay'),
    style: 'light',
  },
}));

/** The partners page's editorial block of the seed (left, a mail link). */
export const { fr: becomePartnerFr, en: becomePartnerEn } = inLocales((t) => ({
  title: t('Devenir partenaire', 'Become a partner'),
  html: t(
    '<p>Associez votre marque à la plus grande course d’endurance du monde : visibilité, hospitalités, activations sur site.</p>',
    '<p>Associate your brand with the world’s greatest endurance race: visibility, hospitality, on-site activations.</p>',
  ),
  alignment: 'left',
  cta: {
    text: t('Nous contacter', 'Contact us'),
    href: 'mailto:partenariats@24h-lemans.example',
    style: 'primary',
  },
}));

export const { fr: paddedFr, en: paddedEn } = inLocales((t) => ({
  title: t('Une course responsable', 'A responsible race'),
  html: t(
    '<p>Navettes électriques, tri sélectif et compensation carbone : les 24 Heures réduisent leur empreinte chaque année.</p><ul><li>80 % de déchets valorisés</li><li>Hydrogène sur la piste dès 2028</li></ul>',
    '<p>Electric shuttles, recycling and carbon offsetting: the 24 Hours cut their footprint every year.</p><ul><li>80% of waste recovered</li><li>Hydrogen on the track from 2028</li></ul>',
  ),
  alignment: 'centeredPadded',
  cta: {
    text: t('Notre démarche', 'Our commitment'),
    href: 'https://www.example.org/rse',
    style: 'transparent',
    target: '_blank',
  },
}));

export const editorialBlocks = {
  fr: [
    aBlock('editorial', editorialSeedFr),
    aBlock('editorial', becomePartnerFr, { tone: 'light' }),
    aBlock('editorial', paddedFr, { style: 'rse', tone: 'green' }),
  ],
  en: [
    aBlock('editorial', editorialSeedEn),
    aBlock('editorial', becomePartnerEn, { tone: 'light' }),
    aBlock('editorial', paddedEn, { style: 'rse', tone: 'green' }),
  ],
};

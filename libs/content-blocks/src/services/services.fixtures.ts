import type { ServicesData } from '@paddock/api-clients/blocks';
import { inLocales } from '../kit/fixtures/locales.js';

/** The practical page's services for fans, with their categories. */
export const { fr: fanServicesFr, en: fanServicesEn } = inLocales<ServicesData>((t) => ({
  title: t('Services sur place', 'On-site services'),
  text: t(
    'Tout ce qu’il faut pour vivre la course sereinement, de jour comme de nuit.',
    'Everything you need to enjoy the race, by day and by night.',
  ),
  filter: true,
  items: [
    {
      icon: 'health',
      title: t('Postes de secours', 'First aid'),
      text: t(
        'Médecins et secouristes, six postes autour du circuit.',
        'Doctors and first-aiders at six posts around the circuit.',
      ),
      hours: t('24 h/24 pendant la course', 'Round the clock during the race'),
      location: t(
        'Village, tribunes T12 et T34, campings',
        'Village, grandstands T12 and T34, campsites',
      ),
      category: t('Santé et sécurité', 'Health and safety'),
    },
    {
      icon: 'lost-found',
      title: t('Objets trouvés', 'Lost and found'),
      text: t(
        'Déposez ou retrouvez un objet ; les enfants égarés y sont accueillis.',
        'Hand in or collect an item; lost children are looked after here.',
      ),
      hours: t('8 h – 23 h', '8 am – 11 pm'),
      location: t('Point Info, entrée Nord', 'Info point, North gate'),
      category: t('Santé et sécurité', 'Health and safety'),
    },
    {
      icon: 'accessibility',
      title: t('Accueil PMR', 'Accessibility desk'),
      text: t(
        'Prêt de fauteuils, plateformes en tribune et navette adaptée.',
        'Wheelchair loans, grandstand platforms and an adapted shuttle.',
      ),
      hours: t('8 h – 22 h', '8 am – 10 pm'),
      location: t('Entrée Nord', 'North gate'),
      category: t('Accessibilité', 'Accessibility'),
      cta: {
        text: t('Accessibilité', 'Accessibility'),
        href: t('/fr/infos-pratiques#accessibilite', '/en/practical-information#accessibilite'),
        style: 'transparent',
      },
    },
    {
      icon: 'shuttle',
      title: t('Navettes', 'Shuttles'),
      text: t(
        'Gratuites entre les parkings, les campings et le village.',
        'Free between the car parks, the campsites and the village.',
      ),
      hours: t('Toutes les 10 minutes, 6 h – 2 h', 'Every 10 minutes, 6 am – 2 am'),
      category: t('Transports', 'Getting around'),
    },
    {
      icon: 'charging',
      title: t('Bornes de recharge', 'Charging points'),
      text: t('120 bornes pour voitures électriques.', '120 charging points for electric cars.'),
      location: t('Parkings Bleu et Houx', 'Bleu and Houx car parks'),
      category: t('Transports', 'Getting around'),
    },
    {
      icon: 'wifi',
      title: t('Wi-Fi gratuit', 'Free Wi-Fi'),
      text: t('Réseau « Circuit-24h », sans inscription.', '“Circuit-24h” network, no sign-up.'),
      location: t('Village et tribunes', 'Village and grandstands'),
      category: t('Confort', 'Comfort'),
    },
    {
      icon: 'family',
      title: t('Espace familles', 'Family area'),
      text: t(
        'Jeux, change bébé et coin calme pour les enfants.',
        'Games, baby changing and a quiet corner for children.',
      ),
      hours: t('9 h – 20 h', '9 am – 8 pm'),
      location: t('Village, allée des Stands', 'Village, Stands alley'),
      category: t('Confort', 'Comfort'),
    },
    {
      icon: 'water',
      title: t('Fontaines à eau', 'Water fountains'),
      text: t(
        'Eau potable gratuite : pensez à votre gourde.',
        'Free drinking water: bring your bottle.',
      ),
      category: t('Confort', 'Comfort'),
    },
  ],
}));

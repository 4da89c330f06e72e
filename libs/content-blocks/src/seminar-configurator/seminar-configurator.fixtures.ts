import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { inLocales } from '../kit/fixtures/locales.js';

/** The business page's seminar configurator. */
export const { fr: seminarConfiguratorFr, en: seminarConfiguratorEn } =
  inLocales<SeminarConfiguratorData>((t) => ({
    title: t('Composez votre séminaire', 'Build your seminar'),
    text: t(
      'Réunissez vos équipes au cœur du circuit, à deux pas de la ligne droite des stands. Dites-nous qui vient et quand : nous vous répondons sous deux jours ouvrés.',
      'Bring your teams to the heart of the circuit, a stone’s throw from the pit straight. Tell us who is coming and when: we answer within two working days.',
    ),
    participants: { min: 10, max: 600 },
    maxDays: 3,
    spaces: [
      {
        id: 'salon-panoramique',
        name: t('Salon panoramique', 'Panoramic lounge'),
        capacity: 200,
        surface: 450,
        text: t(
          'Au-dessus de la voie des stands, baie vitrée sur la ligne droite.',
          'Above the pit lane, with a glass front on the straight.',
        ),
      },
      {
        id: 'salle-presse',
        name: t('Salle de presse', 'Press room'),
        capacity: 80,
        surface: 180,
        text: t(
          'Pupitres, écrans et régie : l’outil des journalistes les jours de course.',
          'Desks, screens and control room: the journalists’ own on race days.',
        ),
      },
      {
        id: 'auditorium-musee',
        name: t('Auditorium du musée', 'Museum auditorium'),
        capacity: 120,
        surface: 220,
        text: t(
          'Gradins, scène et projection 4K, au milieu des voitures victorieuses.',
          'Tiered seats, stage and 4K projection, among the winning cars.',
        ),
      },
      {
        id: 'chapiteau-village',
        name: t('Chapiteau du village', 'Village marquee'),
        capacity: 600,
        surface: 1200,
        text: t(
          'Modulable pour une plénière, un dîner de gala ou une soirée.',
          'Set up for a plenary, a gala dinner or an evening party.',
        ),
      },
    ],
    catering: [
      {
        id: 'accueil',
        label: t('Café d’accueil', 'Welcome coffee'),
        text: t('Boissons chaudes, jus et viennoiseries.', 'Hot drinks, juices and pastries.'),
      },
      {
        id: 'dejeuner-assis',
        label: t('Déjeuner assis', 'Seated lunch'),
        text: t('Trois plats, produits de la Sarthe.', 'Three courses, local produce.'),
      },
      {
        id: 'cocktail',
        label: t('Cocktail dînatoire', 'Buffet dinner'),
        text: t('Pièces salées et sucrées, boissons.', 'Savoury and sweet bites, drinks.'),
      },
    ],
    activities: [
      {
        id: 'karting',
        label: t('Course de karting', 'Karting race'),
        text: t('Sur la piste Alain Prost, par équipes.', 'On the Alain Prost track, in teams.'),
      },
      {
        id: 'taxi',
        label: t('Tours de piste en voiture de course', 'Laps in a race car'),
        text: t('Avec un pilote professionnel.', 'With a professional driver.'),
      },
      { id: 'musee', label: t('Visite guidée du musée', 'Guided museum tour') },
      {
        id: 'pit-stop',
        label: t('Défi arrêt au stand', 'Pit-stop challenge'),
        text: t(
          'Changer quatre roues le plus vite possible.',
          'Change four wheels as fast as you can.',
        ),
      },
    ],
    privacyLink: {
      text: t('Politique de confidentialité', 'Privacy policy'),
      href: t('https://www.example.org/confidentialite', 'https://www.example.org/privacy'),
    },
  }));

import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';

/** The business page's seminar configurator. */
export const seminarConfiguratorFr: SeminarConfiguratorData = {
  title: 'Composez votre séminaire',
  text: 'Réunissez vos équipes au cœur du circuit, à deux pas de la ligne droite des stands. Dites-nous qui vient et quand : nous vous répondons sous deux jours ouvrés.',
  participants: { min: 10, max: 600 },
  maxDays: 3,
  spaces: [
    {
      id: 'salon-panoramique',
      name: 'Salon panoramique',
      capacity: 200,
      surface: 450,
      text: 'Au-dessus de la voie des stands, baie vitrée sur la ligne droite.',
    },
    {
      id: 'salle-presse',
      name: 'Salle de presse',
      capacity: 80,
      surface: 180,
      text: 'Pupitres, écrans et régie : l’outil des journalistes les jours de course.',
    },
    {
      id: 'auditorium-musee',
      name: 'Auditorium du musée',
      capacity: 120,
      surface: 220,
      text: 'Gradins, scène et projection 4K, au milieu des voitures victorieuses.',
    },
    {
      id: 'chapiteau-village',
      name: 'Chapiteau du village',
      capacity: 600,
      surface: 1200,
      text: 'Modulable pour une plénière, un dîner de gala ou une soirée.',
    },
  ],
  catering: [
    { id: 'accueil', label: 'Café d’accueil', text: 'Boissons chaudes, jus et viennoiseries.' },
    { id: 'dejeuner-assis', label: 'Déjeuner assis', text: 'Trois plats, produits de la Sarthe.' },
    { id: 'cocktail', label: 'Cocktail dînatoire', text: 'Pièces salées et sucrées, boissons.' },
  ],
  activities: [
    { id: 'karting', label: 'Course de karting', text: 'Sur la piste Alain Prost, par équipes.' },
    {
      id: 'taxi',
      label: 'Tours de piste en voiture de course',
      text: 'Avec un pilote professionnel.',
    },
    { id: 'musee', label: 'Visite guidée du musée' },
    {
      id: 'pit-stop',
      label: 'Défi arrêt au stand',
      text: 'Changer quatre roues le plus vite possible.',
    },
  ],
  privacyLink: {
    text: 'Politique de confidentialité',
    href: 'https://www.example.org/confidentialite',
  },
};

export const seminarConfiguratorEn: SeminarConfiguratorData = {
  title: 'Build your seminar',
  text: 'Bring your teams to the heart of the circuit, a stone’s throw from the pit straight. Tell us who is coming and when: we answer within two working days.',
  participants: { min: 10, max: 600 },
  maxDays: 3,
  spaces: [
    {
      id: 'salon-panoramique',
      name: 'Panoramic lounge',
      capacity: 200,
      surface: 450,
      text: 'Above the pit lane, with a glass front on the straight.',
    },
    {
      id: 'salle-presse',
      name: 'Press room',
      capacity: 80,
      surface: 180,
      text: 'Desks, screens and control room: the journalists’ own on race days.',
    },
    {
      id: 'auditorium-musee',
      name: 'Museum auditorium',
      capacity: 120,
      surface: 220,
      text: 'Tiered seats, stage and 4K projection, among the winning cars.',
    },
    {
      id: 'chapiteau-village',
      name: 'Village marquee',
      capacity: 600,
      surface: 1200,
      text: 'Set up for a plenary, a gala dinner or an evening party.',
    },
  ],
  catering: [
    { id: 'accueil', label: 'Welcome coffee', text: 'Hot drinks, juices and pastries.' },
    { id: 'dejeuner-assis', label: 'Seated lunch', text: 'Three courses, local produce.' },
    { id: 'cocktail', label: 'Buffet dinner', text: 'Savoury and sweet bites, drinks.' },
  ],
  activities: [
    { id: 'karting', label: 'Karting race', text: 'On the Alain Prost track, in teams.' },
    { id: 'taxi', label: 'Laps in a race car', text: 'With a professional driver.' },
    { id: 'musee', label: 'Guided museum tour' },
    { id: 'pit-stop', label: 'Pit-stop challenge', text: 'Change four wheels as fast as you can.' },
  ],
  privacyLink: { text: 'Privacy policy', href: 'https://www.example.org/privacy' },
};

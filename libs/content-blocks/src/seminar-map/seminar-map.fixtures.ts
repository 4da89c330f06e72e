import type { SeminarMapData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The business page's venues, placed on the circuit's plan (1000 × 600). */
export const { fr: seminarVenuesFr, en: seminarVenuesEn } = inLocales<SeminarMapData>((t) => ({
  title: t('Nos espaces sur le circuit', 'Our venues at the circuit'),
  text: t(
    'Six lieux pour vos réunions, du bord de piste au musée. Choisissez-en un sur le plan ou dans la liste.',
    'Six places for your meetings, from the trackside to the museum. Pick one on the plan or in the list.',
  ),
  venues: [
    {
      id: 'salon-panoramique',
      name: t('Salon panoramique', 'Panoramic lounge'),
      x: 460,
      y: 463,
      capacity: 200,
      surface: 450,
      equipment: [
        t('Vidéoprojecteur', 'Projector'),
        t('Sonorisation', 'Sound system'),
        'Wi-Fi',
        t('Terrasse sur la piste', 'Terrace over the track'),
      ],
      text: t(
        'Au-dessus de la voie des stands, baie vitrée sur la ligne droite.',
        'Above the pit lane, with a glass front on the straight.',
      ),
      picture: tintedPicture(t('Le salon panoramique', 'The panoramic lounge'), 1600, 900, 210),
    },
    {
      id: 'salle-presse',
      name: t('Salle de presse', 'Press room'),
      x: 600,
      y: 515,
      capacity: 80,
      surface: 180,
      equipment: [t('Écrans', 'Screens'), t('Régie', 'Control room'), 'Wi-Fi'],
    },
    {
      id: 'auditorium-musee',
      name: t('Auditorium du musée', 'Museum auditorium'),
      x: 916,
      y: 505,
      capacity: 120,
      surface: 220,
      equipment: [
        t('Scène', 'Stage'),
        t('Projection 4K', '4K projection'),
        t('Micros HF', 'Wireless microphones'),
      ],
      text: t(
        'Gradins et scène au milieu des voitures victorieuses.',
        'Tiered seats and a stage among the winning cars.',
      ),
      cta: {
        text: t('Visiter le musée', 'Visit the museum'),
        href: t('/fr/musee', '/en/museum'),
        style: 'transparent',
      },
    },
    {
      id: 'chapiteau-village',
      name: t('Chapiteau du village', 'Village marquee'),
      x: 520,
      y: 250,
      capacity: 600,
      surface: 1200,
      equipment: [t('Scène', 'Stage'), t('Éclairage', 'Lighting'), t('Cuisine', 'Kitchen')],
    },
    {
      id: 'loge-tribune',
      name: t('Loge de la tribune T12', 'Grandstand T12 box'),
      x: 310,
      y: 379,
      capacity: 40,
      surface: 90,
      equipment: [t('Écran', 'Screen'), 'Wi-Fi', t('Balcon', 'Balcony')],
    },
    {
      id: 'club-karting',
      name: t('Club-house du karting', 'Karting clubhouse'),
      x: 210,
      y: 520,
      capacity: 60,
      surface: 140,
    },
  ],
}));

import type { LegacyHospitalityListData } from '@paddock/api-clients/blocks';
import { ticketPicture } from '@paddock/ticketing/testing';
import { inLocales } from '../kit/fixtures/locales.js';

const enquiry = (text: string, subject: string) => ({
  text,
  href: `mailto:hospitalites@24h-lemans.example?subject=${encodeURIComponent(subject)}`,
  style: 'light' as const,
});

/** The hospitality offers of the older pages: five offers in three locations. */
export const { fr: offersFr, en: offersEn } = inLocales<LegacyHospitalityListData>((t) => ({
  kind: 'hospitality-list',
  title: t('Toutes nos hospitalités', 'All our hospitality'),
  text: t(
    'Salons, loges et chalets : choisissez l’emplacement qui vous ressemble.',
    'Lounges, boxes and chalets: pick the spot that suits you.',
  ),
  items: [
    {
      name: t('Club Tertre Rouge', 'Tertre Rouge Club'),
      location: 'Tertre Rouge',
      description: t(
        'Salon privatif, restauration gastronomique, terrasse sur le circuit.',
        'Private lounge, fine dining, terrace over the circuit.',
      ),
      capacity: { min: 10, max: 120 },
      priceFrom: 1290000,
      picture: ticketPicture(
        'Club',
        t('Le salon du Club Tertre Rouge', 'The Tertre Rouge Club lounge'),
        '#8a0b20',
      ),
      link: {
        text: t('Voir le Club Tertre Rouge', 'See the Tertre Rouge Club'),
        href: t('/fr/billetterie/hospitalites', '/en/tickets/hospitality'),
        style: 'primary',
      },
    },
    {
      name: t('Suite Panorama', 'Panorama Suite'),
      location: t('Tribune des stands', 'Pit grandstand'),
      description: t(
        'Suite partagée au-dessus des stands, accès paddock inclus.',
        'Shared suite above the pits, paddock access included.',
      ),
      capacity: { max: 40 },
      priceFrom: 3450000,
      picture: ticketPicture('Panorama', t('La Suite Panorama', 'The Panorama Suite'), '#3b2f63'),
      link: enquiry(
        t('Devis Suite Panorama', 'Quote for the Panorama Suite'),
        t('Suite Panorama', 'Panorama Suite'),
      ),
    },
    {
      name: t('Loges des stands', 'Pit boxes'),
      location: t('Tribune des stands', 'Pit grandstand'),
      capacity: { min: 12, max: 24 },
      priceFrom: 2150000,
      link: enquiry(
        t('Devis Loges des stands', 'Quote for the pit boxes'),
        t('Loges des stands', 'Pit boxes'),
      ),
    },
    {
      name: t('Village Arnage', 'Arnage Village'),
      location: t('Virage d’Arnage', 'Arnage corner'),
      description: t(
        'Chalets au bord de la piste, du vendredi au dimanche.',
        'Trackside chalets, Friday to Sunday.',
      ),
      capacity: { min: 20, max: 60 },
      priceFrom: 690000,
      link: enquiry(
        t('Devis Village Arnage', 'Quote for the Arnage Village'),
        t('Village Arnage', 'Arnage Village'),
      ),
    },
    {
      name: t('Chalets Arnage', 'Arnage chalets'),
      location: t('Virage d’Arnage', 'Arnage corner'),
      capacity: { max: t(8, 1) },
    },
  ],
  enquiry: {
    text: t('Demander un devis sur mesure', 'Ask for a tailor-made quote'),
    href: t('mailto:hospitalites@24h-lemans.example', 'mailto:hospitality@24h-lemans.example'),
    style: 'primary',
  },
}));

import type { LegacyHospitalityListData } from '@paddock/api-clients/blocks';
import { ticketPicture } from '@paddock/ticketing/testing';

const enquiry = (text: string, subject: string) => ({
  text,
  href: `mailto:hospitalites@24h-lemans.example?subject=${encodeURIComponent(subject)}`,
  style: 'light' as const,
});

/** The hospitality offers of the older pages: five offers in three locations. */
export const offersFr: LegacyHospitalityListData = {
  kind: 'hospitality-list',
  title: 'Toutes nos hospitalités',
  text: 'Salons, loges et chalets : choisissez l’emplacement qui vous ressemble.',
  items: [
    {
      name: 'Club Tertre Rouge',
      location: 'Tertre Rouge',
      description: 'Salon privatif, restauration gastronomique, terrasse sur le circuit.',
      capacity: { min: 10, max: 120 },
      priceFrom: 1290000,
      picture: ticketPicture('Club', 'Le salon du Club Tertre Rouge', '#8a0b20'),
      link: {
        text: 'Voir le Club Tertre Rouge',
        href: '/fr/billetterie/hospitalites',
        style: 'primary',
      },
    },
    {
      name: 'Suite Panorama',
      location: 'Tribune des stands',
      description: 'Suite partagée au-dessus des stands, accès paddock inclus.',
      capacity: { max: 40 },
      priceFrom: 3450000,
      picture: ticketPicture('Panorama', 'La Suite Panorama', '#3b2f63'),
      link: enquiry('Devis Suite Panorama', 'Suite Panorama'),
    },
    {
      name: 'Loges des stands',
      location: 'Tribune des stands',
      capacity: { min: 12, max: 24 },
      priceFrom: 2150000,
      link: enquiry('Devis Loges des stands', 'Loges des stands'),
    },
    {
      name: 'Village Arnage',
      location: 'Virage d’Arnage',
      description: 'Chalets au bord de la piste, du vendredi au dimanche.',
      capacity: { min: 20, max: 60 },
      priceFrom: 690000,
      link: enquiry('Devis Village Arnage', 'Village Arnage'),
    },
    {
      name: 'Chalets Arnage',
      location: 'Virage d’Arnage',
      capacity: { max: 8 },
    },
  ],
  enquiry: {
    text: 'Demander un devis sur mesure',
    href: 'mailto:hospitalites@24h-lemans.example',
    style: 'primary',
  },
};

export const offersEn: LegacyHospitalityListData = {
  kind: 'hospitality-list',
  title: 'All our hospitality',
  text: 'Lounges, boxes and chalets: pick the spot that suits you.',
  items: [
    {
      name: 'Tertre Rouge Club',
      location: 'Tertre Rouge',
      description: 'Private lounge, fine dining, terrace over the circuit.',
      capacity: { min: 10, max: 120 },
      priceFrom: 1290000,
      picture: ticketPicture('Club', 'The Tertre Rouge Club lounge', '#8a0b20'),
      link: {
        text: 'See the Tertre Rouge Club',
        href: '/en/tickets/hospitality',
        style: 'primary',
      },
    },
    {
      name: 'Panorama Suite',
      location: 'Pit grandstand',
      description: 'Shared suite above the pits, paddock access included.',
      capacity: { max: 40 },
      priceFrom: 3450000,
      picture: ticketPicture('Panorama', 'The Panorama Suite', '#3b2f63'),
      link: enquiry('Quote for the Panorama Suite', 'Panorama Suite'),
    },
    {
      name: 'Pit boxes',
      location: 'Pit grandstand',
      capacity: { min: 12, max: 24 },
      priceFrom: 2150000,
      link: enquiry('Quote for the pit boxes', 'Pit boxes'),
    },
    {
      name: 'Arnage Village',
      location: 'Arnage corner',
      description: 'Trackside chalets, Friday to Sunday.',
      capacity: { min: 20, max: 60 },
      priceFrom: 690000,
      link: enquiry('Quote for the Arnage Village', 'Arnage Village'),
    },
    {
      name: 'Arnage chalets',
      location: 'Arnage corner',
      capacity: { max: 1 },
    },
  ],
  enquiry: {
    text: 'Ask for a tailor-made quote',
    href: 'mailto:hospitality@24h-lemans.example',
    style: 'primary',
  },
};

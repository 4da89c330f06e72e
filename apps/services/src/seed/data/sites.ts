import type { Site, SiteId } from '@paddock/api-clients/contracts';
import { t, type Texts } from './common';

interface SiteDefinition extends Site {
  titles: Texts;
  host: string;
}

/** The organiser's universes; colours are the design's theme colours (@paddock/ui). */
export const siteDefinitions: Record<SiteId, SiteDefinition> = {
  auto: site(
    'auto',
    t('24 Heures du Mans', '24 Hours of Le Mans'),
    '#c8102e',
    'www.24h-lemans.example',
  ),
  aco: site(
    'aco',
    t("Automobile Club de l'Ouest", "Automobile Club de l'Ouest"),
    '#003a70',
    'www.aco-club.example',
  ),
  moto: site('moto', t('24 Heures Motos', '24 Hours Motos'), '#c2410c', 'moto.24h-lemans.example'),
  karting: site(
    'karting',
    t('24 Heures Karting', '24 Hours Karting'),
    '#047857',
    'karting.24h-lemans.example',
  ),
  classic: site(
    'classic',
    t('Le Mans Classic', 'Le Mans Classic'),
    '#7c5a12',
    'classic.24h-lemans.example',
  ),
  camions: site(
    'camions',
    t('24 Heures Camions', '24 Hours Trucks'),
    '#6d28d9',
    'camions.24h-lemans.example',
  ),
  experience: site(
    'experience',
    t('Le Mans Expérience', 'Le Mans Experience'),
    '#be185d',
    'experience.24h-lemans.example',
  ),
  companion: site(
    'companion',
    t('Compagnon 24H', '24H Companion'),
    '#0e7490',
    'app.24h-lemans.example',
  ),
};

function site(identifier: SiteId, titles: Texts, colour: string, host: string): SiteDefinition {
  return { identifier, title: titles.fr, colour, href: `https://${host}/`, titles, host };
}

export function sites(): Site[] {
  return Object.values(siteDefinitions).map(({ identifier, title, colour, href }) => ({
    identifier,
    title,
    colour,
    href,
  }));
}

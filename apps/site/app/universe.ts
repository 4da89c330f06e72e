import type { Locale } from '@paddock/i18n';
import type { SiteId } from '@paddock/api-clients/lite';

/** The title of each universe's site in each locale (until the content service's site list takes over). */
export const siteTitles: Record<SiteId, Record<Locale, string>> = {
  auto: { fr: '24 Heures du Mans', en: '24 Hours of Le Mans' },
  aco: { fr: "Automobile Club de l'Ouest", en: "Automobile Club de l'Ouest" },
  moto: { fr: '24 Heures Motos', en: '24 Hours Motos' },
  karting: { fr: '24 Heures Karting', en: '24 Hours Karting' },
  classic: { fr: 'Le Mans Classic', en: 'Le Mans Classic' },
  camions: { fr: '24 Heures Camions', en: '24 Hours Trucks' },
  experience: { fr: 'Le Mans Experience', en: 'Le Mans Experience' },
  companion: { fr: 'Le Mans Compagnon', en: 'Le Mans Companion' },
};

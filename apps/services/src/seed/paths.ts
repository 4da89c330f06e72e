/**
 * Where the seeded pages live, per locale (SPEC §2: the French home is `/`, the English one `/en`, every
 * other page carries its locale). Menus, footers and blocks link through these, so every internal link of
 * the seed leads to a seeded page (seed.spec.ts checks it).
 */
import type { LocalizedPaths } from '@paddock/api-clients/contracts';

/** The car site's public address (its `href` in sites.ts). */
export const autoOrigin = 'https://www.24h-lemans.example/';

export const homePaths: LocalizedPaths = { fr: '/', en: '/en' };

/** The pages of the car site (auto), the flagship. */
export const autoPaths = {
  home: homePaths,
  ticketing: { fr: '/fr/billetterie', en: '/en/tickets' },
  tickets: {
    fr: '/fr/billetterie/enceinte-et-tribunes',
    en: '/en/tickets/general-admission-and-grandstands',
  },
  hospitality: { fr: '/fr/billetterie/hospitalites', en: '/en/tickets/hospitality' },
  stay: {
    fr: '/fr/billetterie/parkings-et-hebergements',
    en: '/en/tickets/parking-and-accommodation',
  },
  memberPresale: { fr: '/fr/prevente-membres', en: '/en/member-presale' },
  partners: { fr: '/fr/partenaires', en: '/en/partners' },
  news: { fr: '/fr/actualites', en: '/en/news' },
  program: { fr: '/fr/programme', en: '/en/schedule' },
  practical: { fr: '/fr/infos-pratiques', en: '/en/practical-information' },
  testDay: { fr: '/fr/journee-test', en: '/en/test-day' },
  legal: { fr: '/fr/mentions-legales', en: '/en/legal-notice' },
  styleGuide: { fr: '/fr/guide-de-style', en: '/en/style-guide' },
} satisfies Record<string, LocalizedPaths>;

/** The pages every other site has. */
export const sisterPaths = {
  home: homePaths,
  partners: { fr: '/fr/partenaires', en: '/en/partners' },
  legal: { fr: '/fr/mentions-legales', en: '/en/legal-notice' },
} satisfies Record<string, LocalizedPaths>;

/** `withAnchor('/fr/infos-pratiques', 'acces')` → `/fr/infos-pratiques#acces`. */
export function withAnchor(path: string, anchor: string): string {
  return `${path}#${anchor}`;
}

/**
 * A page of the car site as linked from `fromSite`: its path on the car site itself, an absolute URL
 * (on the car site's domain) from the other sites.
 */
export function autoPageFrom(fromSite: string, paths: LocalizedPaths): LocalizedPaths {
  if (fromSite === 'auto') return paths;
  const origin = autoOrigin.replace(/\/$/, '');
  return { fr: `${origin}${paths.fr}`, en: `${origin}${paths.en}` };
}

/**
 * Menus (`main`, `top`, and `footer` as a menu too), footers (link columns, logos, copyright) and social
 * networks, per site and locale.
 */
import type {
  Footer,
  Link,
  Locale,
  Menu,
  MenuItem,
  SiteId,
  SocialNetwork,
} from '@paddock/api-clients/contracts';
import { locales, type SeedContext } from './context';
import { autoPageFrom, autoPaths, sisterPaths, withAnchor } from './paths';
import { siteIdsInOrder, siteInfos } from './sites';
import type { Seed } from './types';

const blank = '_blank' as const;

function item(text: string, href: string, options: Partial<MenuItem> & { blank?: boolean } = {}) {
  const { blank: newTab, ...rest } = options;
  const entry: MenuItem = { link: { text, href, ...(newTab ? { target: blank } : {}) }, ...rest };
  return entry;
}

function link(text: string, href: string, newTab = false): Link {
  return { text, href, ...(newTab ? { target: blank } : {}) };
}

const shopUrl = (locale: Locale) => `https://boutique.24h-lemans.example/${locale}`;
const pressUrl = (locale: Locale) => `https://presse.24h-lemans.example/${locale}`;
const membershipUrl = (locale: Locale) =>
  `${siteInfos.aco.href}${locale}/${locale === 'fr' ? 'adhesion' : 'membership'}`;

// ---------------------------------------------------------------------------------------------------
// main

function autoMain(locale: Locale): MenuItem[] {
  const p = (key: keyof typeof autoPaths) => autoPaths[key][locale];
  const fr = locale === 'fr';
  return [
    item(fr ? 'Billetterie' : 'Tickets', p('ticketing'), {
      custom: { background: siteInfos.auto.colour },
      children: [
        item(fr ? 'Tous les billets' : 'All tickets', p('ticketing')),
        item(
          fr ? 'Enceinte générale et tribunes' : 'General admission and grandstands',
          p('tickets'),
        ),
        item(fr ? 'Hospitalités' : 'Hospitality', p('hospitality')),
        item(fr ? 'Parkings et hébergements' : 'Parking and accommodation', p('stay')),
        item(fr ? 'Prévente membres' : 'Member presale', p('memberPresale')),
      ],
    }),
    item(fr ? 'Programme' : 'Schedule', p('program'), {
      children: [
        item(fr ? 'Programme de la semaine' : 'Race week schedule', p('program')),
        item(fr ? 'Journée test' : 'Test day', p('testDay')),
        item(
          fr ? 'Venir au circuit' : 'Getting to the circuit',
          withAnchor(p('practical'), 'acces'),
        ),
        item(fr ? 'Infos pratiques' : 'Practical information', p('practical')),
      ],
    }),
    item(fr ? 'Actualités' : 'News', p('news')),
    item(fr ? 'Partenaires' : 'Partners', p('partners')),
    item(fr ? 'Boutique officielle' : 'Official store', shopUrl(locale), {
      blank: true,
      custom: { background: '#14213d' },
    }),
  ];
}

function sisterMain(site: SiteId, locale: Locale): MenuItem[] {
  const fr = locale === 'fr';
  const home = sisterPaths.home[locale];
  const anchor = (id: string) => (home === '/' ? `/#${id}` : `${home}#${id}`);
  return [
    item(fr ? 'Accueil' : 'Home', home),
    item(fr ? "L'événement" : 'The event', anchor('programme'), {
      children: [
        item(fr ? 'Programme' : 'Schedule', anchor('programme')),
        item(fr ? 'Actualités' : 'News', anchor('actualites')),
        item(fr ? 'Infos pratiques' : 'Practical information', anchor('infos')),
      ],
    }),
    item(fr ? 'Partenaires' : 'Partners', sisterPaths.partners[locale]),
    item(fr ? 'Billetterie' : 'Tickets', autoPageFrom(site, autoPaths.ticketing)[locale], {
      blank: true,
      custom: { background: siteInfos[site].colour },
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------
// top

function top(site: SiteId, ctx: SeedContext, locale: Locale): MenuItem[] {
  const fr = locale === 'fr';
  const ticketing =
    site === 'auto'
      ? item(fr ? 'Billetterie' : 'Tickets', autoPaths.ticketing[locale], {
          custom: { background: siteInfos.auto.colour },
        })
      : item(fr ? 'Billetterie' : 'Tickets', autoPageFrom(site, autoPaths.ticketing)[locale], {
          blank: true,
        });
  return [
    ticketing,
    item(fr ? 'Le club ACO' : 'The ACO club', siteInfos.aco.href, {
      blank: true,
      children: [
        item(fr ? 'Devenir membre' : 'Become a member', membershipUrl(locale), { blank: true }),
        item(
          fr ? 'Créer un compte' : 'Create an account',
          ctx.accountPage(locale, 'create-account'),
          {
            blank: true,
          },
        ),
        item(fr ? 'Mon espace membre' : 'My member area', ctx.accountPage(locale, 'edit-account'), {
          blank: true,
        }),
      ],
    }),
    item(fr ? 'Espace presse' : 'Press room', pressUrl(locale), { blank: true }),
    item(
      'Contact',
      `mailto:contact@${new URL(siteInfos[site].href).hostname.replace(/^www\./, '')}`,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// footer

function autoColumns(locale: Locale): Footer['items'] {
  const p = (key: keyof typeof autoPaths) => autoPaths[key][locale];
  const fr = locale === 'fr';
  const column = (text: string, href: string, children: Link[]) => ({
    link: link(text, href),
    children: children.map((child) => ({ link: child })),
  });
  return [
    column(fr ? 'Billetterie' : 'Tickets', p('ticketing'), [
      link(fr ? 'Tous les billets' : 'All tickets', p('ticketing')),
      link(fr ? 'Hospitalités' : 'Hospitality', p('hospitality')),
      link(fr ? 'Parkings et hébergements' : 'Parking and accommodation', p('stay')),
      link(fr ? 'Conditions générales de vente' : 'Terms of sale', withAnchor(p('legal'), 'cgv')),
    ]),
    column(fr ? "L'événement" : 'The event', p('program'), [
      link(fr ? 'Programme' : 'Schedule', p('program')),
      link(fr ? 'Actualités' : 'News', p('news')),
      link(fr ? 'Journée test' : 'Test day', p('testDay')),
      link(fr ? 'Partenaires' : 'Partners', p('partners')),
    ]),
    column(fr ? 'Infos pratiques' : 'Practical information', p('practical'), [
      link(fr ? 'Venir au circuit' : 'Getting here', withAnchor(p('practical'), 'acces')),
      link(fr ? 'Accessibilité' : 'Accessibility', withAnchor(p('practical'), 'accessibilite')),
      link(fr ? 'Questions fréquentes' : 'FAQ', withAnchor(p('practical'), 'faq')),
      link(fr ? 'Nous écrire' : 'Write to us', 'mailto:contact@24h-lemans.example'),
    ]),
    column(fr ? 'À propos' : 'About', p('legal'), [
      link(fr ? 'Mentions légales' : 'Legal notice', p('legal')),
      link(fr ? 'Gestion des cookies' : 'Cookie settings', '#cookie'),
      link(fr ? 'Espace presse' : 'Press room', pressUrl(locale), true),
      link(
        fr ? 'Recrutement' : 'Careers',
        `${siteInfos.aco.href}${locale}/${fr ? 'recrutement' : 'careers'}`,
        true,
      ),
    ]),
  ];
}

function sisterColumns(site: SiteId, locale: Locale): Footer['items'] {
  const fr = locale === 'fr';
  const home = sisterPaths.home[locale];
  const anchor = (id: string) => (home === '/' ? `/#${id}` : `${home}#${id}`);
  return [
    {
      link: link(siteInfos[site].title, home),
      children: [
        { link: link(fr ? 'Programme' : 'Schedule', anchor('programme')) },
        { link: link(fr ? 'Actualités' : 'News', anchor('actualites')) },
        { link: link(fr ? 'Partenaires' : 'Partners', sisterPaths.partners[locale]) },
      ],
    },
    {
      link: link(fr ? 'Informations' : 'Information', sisterPaths.legal[locale]),
      children: [
        { link: link(fr ? 'Infos pratiques' : 'Practical information', anchor('infos')) },
        { link: link(fr ? 'Mentions légales' : 'Legal notice', sisterPaths.legal[locale]) },
        { link: link(fr ? 'Gestion des cookies' : 'Cookie settings', '#cookie') },
      ],
    },
  ];
}

/** Event-series logos: four on the car site, one extra on the motorbike site (SPEC §2). */
function logos(site: SiteId, ctx: SeedContext): Footer['logos'] {
  const logo = (file: string, name: string) => ({
    picture: ctx.picture(`logos/${file}.svg`, name, 240, 96),
    href: `https://www.${file}.example/`,
  });
  if (site === 'auto') {
    return [
      logo('world-endurance-trophy', 'World Endurance Trophy'),
      logo('european-prototype-series', 'European Prototype Series'),
      logo('asia-endurance-cup', 'Asia Endurance Cup'),
      logo('road-to-24-challenge', 'Road to 24 Challenge'),
    ];
  }
  if (site === 'moto') return [logo('endurance-moto-cup', 'Endurance Moto Cup')];
  return [];
}

function copyright(ctx: SeedContext, locale: Locale): string {
  const year = ctx.now.getUTCFullYear();
  return locale === 'fr'
    ? `© ${year} Automobile Club de l'Ouest. Tous droits réservés.`
    : `© ${year} Automobile Club de l'Ouest. All rights reserved.`;
}

// ---------------------------------------------------------------------------------------------------
// social networks

function socialNetworks(site: SiteId, locale: Locale): SocialNetwork[] {
  // The car site runs separate French and English accounts on some networks.
  const handle = site === 'auto' && locale === 'en' ? '24hoursoflemans' : siteInfos[site].handle;
  const network = (identifier: string, text: string, href: string): SocialNetwork => ({
    identifier,
    link: { text, href, target: blank },
  });
  const networks = [
    network('facebook', 'Facebook', `https://www.facebook.example/${handle}`),
    network('instagram', 'Instagram', `https://www.instagram.example/${siteInfos[site].handle}`),
    network('x', 'X', `https://x.example/${handle}`),
    network('youtube', 'YouTube', `https://www.youtube.example/@${siteInfos[site].handle}`),
  ];
  if (site === 'auto' || site === 'moto' || site === 'karting') {
    networks.push(network('tiktok', 'TikTok', `https://www.tiktok.example/@${handle}`));
  }
  if (site === 'aco' || site === 'experience') {
    networks.push(
      network(
        'linkedin',
        'LinkedIn',
        `https://www.linkedin.example/company/${siteInfos[site].handle}`,
      ),
    );
  }
  return networks;
}

// ---------------------------------------------------------------------------------------------------

export function buildNavigation(
  ctx: SeedContext,
): Pick<Seed, 'menus' | 'footers' | 'socialNetworks'> {
  const menus: Seed['menus'] = [];
  const footers: Seed['footers'] = [];
  const networks: Seed['socialNetworks'] = [];
  for (const site of siteIdsInOrder) {
    for (const locale of locales) {
      const main: Menu = {
        identifier: 'main',
        items: site === 'auto' ? autoMain(locale) : sisterMain(site, locale),
      };
      const footer: Footer = {
        items: site === 'auto' ? autoColumns(locale) : sisterColumns(site, locale),
        logos: logos(site, ctx),
        copyright: copyright(ctx, locale),
      };
      // The footer columns are also served as the menu `footer` (GET menu/{site}/footer, SPEC §7).
      const footerMenu: Menu = {
        identifier: 'footer',
        items: footer.items.map((column) => ({
          link: column.link,
          children: column.children.map((child) => ({ link: child.link })),
        })),
      };
      menus.push(
        { site, locale, menu: main },
        { site, locale, menu: { identifier: 'top', items: top(site, ctx, locale) } },
        { site, locale, menu: footerMenu },
      );
      footers.push({ site, locale, footer });
      networks.push({ site, locale, networks: socialNetworks(site, locale) });
    }
  }
  return { menus, footers, socialNetworks: networks };
}

/**
 * The pages of the car site (auto): the home (rich in blocks, with a draft version), the ticketing home,
 * the ticket pages, the member presale (not crawlable), the partners, news, schedule, practical
 * information and legal pages, and the test-day landing page meant for full-page mode (`fp=1`).
 */
import type { Locale } from '@paddock/api-clients/contracts';
import type { SeedContext } from '../context';
import { ticketIds, packageIds } from '../catalogue/ids';
import { autoPaths, withAnchor } from '../paths';
import { siteIdsInOrder, siteInfos } from '../sites';
import { styleGuidePage } from './style-guide';
import {
  anchored,
  block,
  cta,
  duration,
  editionOf,
  euros,
  ordinal,
  t,
  type PageDef,
} from './build';
import { newsItems } from './news';
import { raceWeekDays } from '../program';

const site = 'auto' as const;
const membershipUrl = (locale: Locale) =>
  `${siteInfos.aco.href}${locale}/${locale === 'fr' ? 'adhesion' : 'membership'}`;

export function autoPages(ctx: SeedContext): PageDef[] {
  const { calendar } = ctx;
  const { year } = calendar;
  const edition = editionOf(year);
  const p = (key: keyof typeof autoPaths, locale: Locale) => autoPaths[key][locale];
  const raceDays = (locale: Locale) =>
    t(
      locale,
      `${calendar.dayName(0, 'fr')} et ${calendar.dayName(1, 'fr', true)}`,
      `${calendar.dayName(0, 'en')} and ${calendar.dayName(1, 'en', true)}`,
    );
  const picture = (path: string, alt: string) => ctx.picture(path, alt, 1600, 900);
  /** How long the cart service keeps a cart, as the pages tell it (`30 minutes`). */
  const cartLifetime = (locale: Locale) => duration(ctx.cartTtlSeconds, locale);
  /** The ticket office's pages, as the ticketing home's menu links them. */
  const shopLinks = (locale: Locale) => [
    {
      title: t(locale, 'Enceinte et tribunes', 'Admission and grandstands'),
      href: p('tickets', locale),
      picture: picture('images/general-admission.svg', t(locale, 'Le public', 'The crowd')),
    },
    {
      title: t(locale, 'Hospitalités', 'Hospitality'),
      href: p('hospitality', locale),
      picture: picture('images/hospitality.svg', t(locale, 'Un salon', 'A lounge')),
    },
    {
      title: t(locale, 'Parkings et hébergements', 'Parking and accommodation'),
      href: p('stay', locale),
      picture: picture('images/camping.svg', t(locale, 'Un camping', 'A campsite')),
    },
    {
      title: t(locale, 'Prévente membres', 'Member presale'),
      href: p('memberPresale', locale),
      picture: picture('images/hero-aco.svg', t(locale, 'Le club ACO', 'The ACO club')),
    },
  ];

  // -------------------------------------------------------------------------------------------------
  // home

  const homeBlocks = (locale: Locale) => [
    block(
      'intro',
      'media-intro',
      {
        title: t(locale, '24 Heures du Mans', '24 Hours of Le Mans'),
        subtitle: t(
          locale,
          `${ordinal(edition, 'fr')} édition — ${raceDays('fr')}`,
          `${ordinal(edition, 'en')} edition — ${raceDays('en')}`,
        ),
        text: siteInfos.auto.tagline[locale],
        picture: picture(
          'images/hero-24h.svg',
          t(locale, 'Une voiture au coucher du soleil', 'A car at sunset'),
        ),
        countdownTo: calendar.at(0, '16:00'),
        ctas: [
          cta(
            t(locale, 'Réserver mes billets', 'Book my tickets'),
            p('ticketing', locale),
            'primary',
          ),
          cta(
            t(locale, 'Voir le programme', 'See the schedule'),
            p('program', locale),
            'transparent',
          ),
        ],
      },
      { tone: 'dark' },
    ),
    block(
      'billets',
      'highlighted-tickets',
      {
        title: t(locale, 'La billetterie est ouverte', 'Tickets are on sale'),
        text: t(
          locale,
          'Enceinte générale dès 39 €, tribunes numérotées, hospitalités : choisissez votre façon de vivre la course.',
          'General admission from €39, numbered grandstands, hospitality: choose how you live the race.',
        ),
        ticketSecutixIds: [
          ticketIds.generalWeekend,
          ticketIds.grandstandVirage,
          ticketIds.generalWeek,
          ticketIds.hospitalityClub,
        ],
        cta: cta(t(locale, 'Tous les billets', 'All tickets'), p('ticketing', locale), 'dark'),
      },
      { style: 'primary' },
    ),
    block(
      'chiffres',
      'key-figures',
      {
        title: t(locale, 'Les 24 Heures en chiffres', 'The 24 Hours in figures'),
        items: [
          {
            value: 325000,
            label: t(locale, 'spectateurs l’an dernier', 'spectators last year'),
          },
          { value: 62, label: t(locale, 'voitures au départ', 'cars on the grid') },
          {
            value: 13.626,
            decimals: 3,
            unit: 'km',
            label: t(locale, 'le tour du circuit', 'per lap of the circuit'),
          },
          // A year, not a quantity: written as it is in every locale.
          { value: '1923', label: t(locale, 'première édition', 'first edition') },
        ],
      },
      { tone: 'light' },
    ),
    block('actualites', 'news-section', {
      title: t(locale, 'Actualités', 'News'),
      items: newsItems(ctx, locale).slice(0, 3),
      cta: cta(t(locale, 'Toutes les actualités', 'All news'), p('news', locale), 'simple-light'),
    }),
    block('video', 'youtube', {
      title: t(
        locale,
        'Le film officiel de l’édition précédente',
        'The official film of last year’s race',
      ),
      youtubeId: 'Lm24hR4c3Fx',
      caption: t(
        locale,
        'Vingt-quatre heures en quatre minutes : départ, nuit, arrivée.',
        'Twenty-four hours in four minutes: the start, the night, the finish.',
      ),
      picture: picture('images/news-night.svg', t(locale, 'La course de nuit', 'Racing at night')),
    }),
    block('vivre-la-course', 'editorial', {
      title: t(locale, 'Vivre la course de l’intérieur', 'Live the race from the inside'),
      html: t(
        locale,
        '<p>Du <strong>Paddock Walk</strong> du vendredi au tour du circuit en bus, en passant par la nuit au camping, les 24 Heures se vivent bien au-delà de la piste.</p><p>Composez votre semaine avec nos suppléments et nos hébergements.</p>',
        '<p>From Friday’s <strong>Paddock Walk</strong> to the circuit tour by bus and a night at the campsite, the 24 Hours are lived well beyond the track.</p><p>Build your week with our extras and accommodation.</p>',
      ),
      alignment: 'centered',
      cta: cta(
        t(locale, 'Parkings et hébergements', 'Parking and accommodation'),
        p('stay', locale),
        'light',
      ),
    }),
    block('galerie', 'gallery', {
      title: t(locale, 'L’an dernier en images', 'Last year in pictures'),
      layout: 'gallery-two-one',
      pictures: [
        picture('images/news-start.svg', t(locale, 'Le drapeau du départ', 'The starting flag')),
        picture('images/news-night.svg', t(locale, 'La course de nuit', 'Racing at night')),
        picture('images/news-podium.svg', t(locale, 'Le podium', 'The podium')),
      ],
    }),
    block(
      'membres',
      'title-text-push',
      {
        title: t(locale, 'Devenez membre ACO', 'Become an ACO member'),
        text: t(
          locale,
          'Prévente, tarifs réservés en enceinte, en tribune et au camping, espace membres en tribune : l’adhésion se rembourse dès la première course.',
          'Presale, member prices for general admission, grandstands and camping, a members’ area in the grandstand: membership pays for itself at the first race.',
        ),
        picture: picture('images/hero-aco.svg', t(locale, 'Le club ACO', 'The ACO club')),
        cta: cta(t(locale, 'Adhérer', 'Join'), membershipUrl(locale), 'primary', true),
      },
      { style: 'secondary' },
    ),
    block('sejour', 'strate-ticketing-pushes', {
      title: t(locale, 'Préparez votre séjour', 'Plan your stay'),
      items: [
        {
          title: t(locale, 'Parkings', 'Parking'),
          text: t(
            locale,
            `Dès ${euros(25000, 'fr')} la semaine`,
            `From ${euros(25000, 'en')} for the week`,
          ),
          picture: picture('images/parking.svg', t(locale, 'Un parking', 'A car park')),
          cta: cta(
            t(locale, 'Réserver', 'Book'),
            withAnchor(p('stay', locale), 'parkings'),
            'dark',
          ),
        },
        {
          title: t(locale, 'Campings', 'Campsites'),
          text: t(locale, 'Au bord de la piste, de mardi à lundi', 'Trackside, Tuesday to Monday'),
          picture: picture('images/camping.svg', t(locale, 'Un camping', 'A campsite')),
          cta: cta(
            t(locale, 'Réserver', 'Book'),
            withAnchor(p('stay', locale), 'campings'),
            'dark',
          ),
        },
        {
          title: t(locale, 'Hospitalités', 'Hospitality'),
          text: t(locale, 'Salons, suites et chalets', 'Lounges, suites and chalets'),
          picture: picture('images/hospitality.svg', t(locale, 'Un salon', 'A lounge')),
          cta: cta(t(locale, 'Découvrir', 'Discover'), p('hospitality', locale), 'dark'),
        },
      ],
    }),
    block('histoire', 'shared-content', {
      title: t(locale, 'Un siècle de légende', 'A century of legend'),
      layout: 'sc-history-slider',
      items: [
        {
          year: '1923',
          title: t(locale, 'La première édition', 'The first edition'),
          text: t(
            locale,
            'Trente-trois voitures s’élancent sur un circuit de routes ouvertes de plus de 17 km.',
            'Thirty-three cars set off on an open-road circuit more than 17 km long.',
          ),
        },
        {
          year: '1949',
          title: t(locale, 'Le retour', 'The return'),
          text: t(
            locale,
            'Après dix ans d’interruption, la course reprend devant un public record.',
            'After a ten-year break, the race resumes in front of a record crowd.',
          ),
        },
        {
          year: '1970',
          title: t(locale, 'La fin du départ en épi', 'The end of the running start'),
          text: t(
            locale,
            'Les pilotes ne courent plus vers leur voiture : le départ lancé s’impose.',
            'Drivers no longer sprint to their cars: the rolling start takes over.',
          ),
        },
        {
          year: String(year),
          title: t(
            locale,
            `La ${ordinal(edition, 'fr')} édition`,
            `The ${ordinal(edition, 'en')} edition`,
          ),
          text: t(
            locale,
            'Et vous, serez-vous dans les tribunes ?',
            'Will you be in the grandstands?',
          ),
        },
      ],
    }),
    block(
      'social',
      'social-wall',
      {
        title: t(
          locale,
          'Le circuit en direct sur les réseaux',
          'The circuit live on social media',
        ),
        hashtag: '#LeMans24',
        networks: ['instagram', 'x', 'tiktok'],
      },
      { tone: 'dark' },
    ),
    block('partenaires', 'partners', {
      title: t(locale, 'Ils font les 24 Heures', 'They make the 24 Hours'),
      inFooterOnly: true,
      cta: cta(
        t(locale, 'Tous les partenaires', 'All partners'),
        p('partners', locale),
        'simple-light',
      ),
    }),
    block('univers', 'event-card-slider', {
      title: t(locale, 'Toute l’année au circuit', 'All year round at the circuit'),
      items: siteIdsInOrder
        .filter((id) => id !== 'auto')
        .map((id) => ({
          title: siteInfos[id].title,
          text: siteInfos[id].tagline[locale],
          picture: picture(siteInfos[id].hero, siteInfos[id].title),
          cta: cta(t(locale, 'Découvrir', 'Discover'), siteInfos[id].href, 'transparent', true),
        })),
    }),
  ];

  const home: PageDef = {
    identifier: 'home',
    site,
    paths: autoPaths.home,
    layout: 'home',
    // The home has its own partners block: no second list in the footer's strip.
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(
        locale,
        `24 Heures du Mans ${year} — site officiel`,
        `24 Hours of Le Mans ${year} — official website`,
      ),
      description: t(
        locale,
        `La ${ordinal(edition, 'fr')} édition des 24 Heures du Mans, ${raceDays('fr')} : billetterie, programme, actualités.`,
        `The ${ordinal(edition, 'en')} 24 Hours of Le Mans, ${raceDays('en')}: tickets, schedule, news.`,
      ),
      image: ctx.asset('images/hero-24h.svg'),
      wording: {
        'home.countdown.title': t(locale, 'Départ de la course dans', 'Race start in'),
        'home.countdown.days': t(locale, 'jours', 'days'),
        'home.tickets.badge': t(locale, 'Nouveau', 'New'),
      },
      blocks: homeBlocks(locale),
    }),
    // The draft: the poster of the year is revealed at the top, the film is gone.
    draft: (locale) => ({
      title: t(
        locale,
        `24 Heures du Mans ${year} — l’affiche officielle`,
        `24 Hours of Le Mans ${year} — the official poster`,
      ),
      description: t(
        locale,
        `Découvrez l’affiche officielle de la ${ordinal(edition, 'fr')} édition.`,
        `Discover the official poster of the ${ordinal(edition, 'en')} edition.`,
      ),
      image: ctx.asset('images/news-start.svg'),
      wording: {
        'home.countdown.title': t(locale, 'Départ de la course dans', 'Race start in'),
        'home.countdown.days': t(locale, 'jours', 'days'),
        'home.tickets.badge': t(locale, 'Affiche dévoilée', 'Poster revealed'),
      },
      blocks: [
        block(
          'affiche',
          'splash-text',
          {
            title: t(
              locale,
              'L’affiche officielle est dévoilée',
              'The official poster is revealed',
            ),
            text: t(
              locale,
              `Un siècle après la première course, l’affiche de la ${ordinal(edition, 'fr')} édition rend hommage aux pilotes de nuit.`,
              `A century after the first race, the poster of the ${ordinal(edition, 'en')} edition honours the night drivers.`,
            ),
            picture: picture('images/news-start.svg', t(locale, 'L’affiche', 'The poster')),
          },
          { tone: 'dark', style: 'primary' },
        ),
        ...homeBlocks(locale).filter((b) => b.type !== 'youtube'),
      ],
    }),
  };

  // -------------------------------------------------------------------------------------------------
  // ticketing

  const ticketing: PageDef = {
    identifier: 'ticketing',
    site,
    paths: autoPaths.ticketing,
    layout: 'ticketing-home',
    content: (locale) => ({
      title: t(
        locale,
        `Billetterie des 24 Heures du Mans ${year}`,
        `24 Hours of Le Mans ${year} tickets`,
      ),
      description: t(
        locale,
        'Enceinte générale, tribunes, hospitalités, parkings et campings : toute la billetterie officielle.',
        'General admission, grandstands, hospitality, parking and campsites: the official ticket office.',
      ),
      image: ctx.asset('images/grandstand.svg'),
      wording: {
        'ticketing.filters.all': t(locale, 'Tous', 'All'),
        'ticketing.card.from': t(locale, 'À partir de', 'From'),
      },
      blocks: [
        block('intro', 'intro-shop', {
          title: t(locale, `Billetterie ${year}`, `${year} tickets`),
          text: t(
            locale,
            `Réservez dès maintenant pour la ${ordinal(edition, 'fr')} édition, ${raceDays('fr')}. Billets électroniques, à imprimer ou sur mobile.`,
            `Book now for the ${ordinal(edition, 'en')} edition, ${raceDays('en')}. E-tickets, printed or on your phone.`,
          ),
          picture: picture('images/grandstand.svg', t(locale, 'Une tribune', 'A grandstand')),
        }),
        block('menu', 'tickets-menu', { items: shopLinks(locale) }),
        block(
          'a-la-une',
          'highlighted-tickets',
          {
            title: t(locale, 'À la une', 'Featured'),
            ticketSecutixIds: [
              ticketIds.generalWeekend,
              ticketIds.grandstandPits,
              ticketIds.campingHoux,
              ticketIds.supplementPaddock,
            ],
          },
          { style: 'primary' },
        ),
        block('packs', 'cross-sell', {
          title: t(locale, 'Les packs', 'Bundles'),
          text: t(
            locale,
            'Billets et séjour réunis, à prix réduit.',
            'Tickets and stay together, for less.',
          ),
          packageSecutixIds: [packageIds.weekendCamping, packageIds.weekParking, packageIds.family],
        }),
        block(
          'avantages',
          'ticket-perks',
          {
            title: t(locale, 'Pourquoi réserver ici', 'Why book here'),
            items: [
              {
                icon: 'ticket',
                title: t(locale, 'Billet électronique', 'E-ticket'),
                text: t(
                  locale,
                  'Sur votre mobile, sans file d’attente.',
                  'On your phone, no queueing.',
                ),
              },
              {
                icon: 'member',
                title: t(locale, 'Tarifs membres', 'Member prices'),
                text: t(
                  locale,
                  'Jusqu’à 20 % de remise pour les membres ACO.',
                  'Up to 20% off for ACO members.',
                ),
              },
              {
                icon: 'shield',
                title: t(locale, 'Paiement sécurisé', 'Secure payment'),
                text: t(
                  locale,
                  'Carte bancaire, paiement en trois fois.',
                  'Card payment, in three instalments.',
                ),
              },
              {
                icon: 'refund',
                title: t(locale, 'Assurance annulation', 'Cancellation insurance'),
                text: t(locale, 'Remboursé en cas d’imprévu.', 'Refunded if plans change.'),
              },
            ],
          },
          { tone: 'light' },
        ),
        block('comparer', 'tickets-comparator', {
          title: t(locale, 'Comparer les billets', 'Compare tickets'),
          ticketSecutixIds: [
            ticketIds.generalWeekend,
            ticketIds.generalWeek,
            ticketIds.grandstandVirage,
          ],
          rows: [
            {
              label: t(locale, 'Accès à l’enceinte générale', 'General admission'),
              values: [true, true, true],
            },
            {
              label: t(locale, 'Essais et qualifications', 'Practice and qualifying'),
              values: [false, true, false],
            },
            {
              label: t(locale, 'Place numérotée en tribune', 'Numbered grandstand seat'),
              values: [false, false, true],
            },
            { label: t(locale, 'Écran géant', 'Giant screen'), values: [true, true, true] },
          ],
        }),
        block('faq', 'card-description-list', {
          title: t(locale, 'Questions fréquentes', 'Frequently asked questions'),
          items: [
            {
              title: t(locale, 'Les enfants paient-ils ?', 'Do children pay?'),
              text: t(
                locale,
                'L’entrée est gratuite pour les moins de 4 ans ; un tarif enfant existe de 4 à 15 ans.',
                'Entry is free for under-4s; a child price applies from 4 to 15.',
              ),
            },
            {
              title: t(locale, 'Puis-je changer de place ?', 'Can I change seats?'),
              text: t(
                locale,
                'Les places numérotées ne sont ni échangeables ni remboursables, sauf assurance annulation.',
                'Numbered seats cannot be exchanged or refunded, unless insured.',
              ),
            },
            {
              title: t(locale, 'Combien de billets par commande ?', 'How many tickets per order?'),
              text: t(
                locale,
                'Cinq par tarif au plus, moins pour certains parkings et hébergements.',
                'Five per price at most, fewer for some parking and accommodation.',
              ),
            },
          ],
        }),
        block('info-cgv', 'title-text', {
          kind: 'info',
          title: t(locale, 'Bon à savoir', 'Good to know'),
          text: t(
            locale,
            `Votre panier est conservé pendant ${cartLifetime('fr')}. Au-delà, les places sont remises en vente.`,
            `Your cart is kept for ${cartLifetime('en')}. After that, the places go back on sale.`,
          ),
        }),
      ],
    }),
  };

  const tickets: PageDef = {
    identifier: 'tickets',
    site,
    paths: autoPaths.tickets,
    layout: 'tickets',
    content: (locale) => ({
      title: t(locale, 'Enceinte générale et tribunes', 'General admission and grandstands'),
      description: t(
        locale,
        'Billets semaine, week-end et journée test, et places numérotées dans trois tribunes.',
        'Race week, weekend and test day tickets, and numbered seats in three grandstands.',
      ),
      image: ctx.asset('images/general-admission.svg'),
      wording: {
        'tickets.chooseSeats': t(locale, 'Choisir mes places', 'Choose my seats'),
        'tickets.addToCart': t(locale, 'Ajouter au panier', 'Add to cart'),
      },
      blocks: [
        block('titre', 'title', {
          title: t(locale, 'Enceinte générale et tribunes', 'General admission and grandstands'),
          subtitle: raceDays(locale),
        }),
        block('enceinte', 'ticket-page', {
          title: t(locale, 'Enceinte générale', 'General admission'),
          text: t(
            locale,
            'Accès libre à l’enceinte, aux zones publiques et au village.',
            'Free access to the grounds, public areas and the village.',
          ),
          ticketSecutixIds: [ticketIds.generalWeekend, ticketIds.generalWeek, ticketIds.testDay],
        }),
        block(
          'tribunes',
          'ticket-page',
          {
            title: t(locale, 'Tribunes', 'Grandstands'),
            text: t(
              locale,
              'Choisissez votre bloc sur le plan, puis vos places et un tarif par place.',
              'Pick your block on the map, then your seats and a price for each seat.',
            ),
            ticketSecutixIds: [
              ticketIds.grandstandVirage,
              ticketIds.grandstandPits,
              ticketIds.grandstandChicane,
            ],
          },
          { style: 'secondary' },
        ),
        // The rest of the ticket office, one link each: its tickets are on their own pages, not
        // listed here a second time. Rich text, which every page's code has: no chunk of its own.
        block('autres-billets', 'rich-text', {
          html: `<h2>${t(locale, 'Le reste de la billetterie', 'More tickets')}</h2><ul>${shopLinks(
            locale,
          )
            .filter((link) => link.href !== p('tickets', locale))
            .map((link) => `<li><a href="${link.href}">${link.title}</a></li>`)
            .join('')}</ul>`,
        }),
      ],
    }),
  };

  const hospitality: PageDef = {
    identifier: 'hospitality',
    site,
    paths: autoPaths.hospitality,
    layout: 'ticketing-with-menu',
    content: (locale) => ({
      title: t(locale, 'Hospitalités', 'Hospitality'),
      description: t(
        locale,
        'Salons, suites et chalets au bord de la piste pour vos invités.',
        'Lounges, suites and chalets by the track for your guests.',
      ),
      image: ctx.asset('images/hospitality.svg'),
      blocks: [
        block(
          'intro',
          'hospitality-category',
          {
            title: t(
              locale,
              'Recevez au cœur de la course',
              'Host your guests at the heart of the race',
            ),
            text: t(
              locale,
              'Restauration, open bar, accès paddock : nos formules clé en main pour particuliers et entreprises.',
              'Dining, open bar, paddock access: turnkey packages for individuals and companies.',
            ),
            picture: picture('images/hospitality.svg', t(locale, 'Un salon', 'A lounge')),
          },
          { tone: 'dark' },
        ),
        block('offres', 'hospitalities', {
          title: t(locale, 'Nos formules', 'Our packages'),
          ticketSecutixIds: [
            ticketIds.hospitalityClub,
            ticketIds.hospitalitySuite,
            ticketIds.hospitalityVillage,
          ],
        }),
        block('devis', 'form', {
          kind: 'hospitality-list',
          title: t(locale, 'Demander un devis', 'Request a quote'),
          text: t(locale, 'Groupes de plus de 10 personnes.', 'Groups of more than 10 people.'),
          fields: [
            {
              name: 'company',
              label: t(locale, 'Société', 'Company'),
              type: 'text',
              required: false,
            },
            { name: 'email', label: t(locale, 'E-mail', 'Email'), type: 'email', required: true },
            {
              name: 'guests',
              label: t(locale, 'Nombre d’invités', 'Number of guests'),
              type: 'number',
              required: true,
            },
          ],
          submit: cta(
            t(locale, 'Envoyer', 'Send'),
            'mailto:hospitalites@24h-lemans.example',
            'primary',
          ),
        }),
      ],
    }),
  };

  const stay: PageDef = {
    identifier: 'stay',
    site,
    paths: autoPaths.stay,
    layout: 'tickets',
    content: (locale) => ({
      title: t(locale, 'Parkings et hébergements', 'Parking and accommodation'),
      description: t(
        locale,
        'Parkings voitures et motos, campings au bord de la piste et suppléments.',
        'Car and motorcycle parks, trackside campsites and extras.',
      ),
      image: ctx.asset('images/camping.svg'),
      blocks: [
        block('titre', 'title', {
          title: t(locale, 'Parkings et hébergements', 'Parking and accommodation'),
        }),
        block('parkings', 'ticket-page', {
          title: t(locale, 'Parkings', 'Parking'),
          ticketSecutixIds: [ticketIds.parkingBlue, ticketIds.parkingRed, ticketIds.parkingBikes],
        }),
        block(
          'campings',
          'ticket-page',
          {
            title: t(locale, 'Campings', 'Campsites'),
            text: t(
              locale,
              'Du mardi 14 h au lundi midi. Un emplacement accueille une tente ou un véhicule aménagé.',
              'From Tuesday 2 pm to Monday noon. A pitch takes one tent or one camper van.',
            ),
            ticketSecutixIds: [
              ticketIds.campingHoux,
              ticketIds.campingBeausejour,
              ticketIds.campingMaisonBlanche,
            ],
          },
          { tone: 'green' },
        ),
        block('supplements', 'ticket-page', {
          title: t(locale, 'Suppléments', 'Extras'),
          ticketSecutixIds: [ticketIds.supplementPaddock, ticketIds.supplementBusTour],
        }),
        block('packs', 'cross-sell', {
          title: t(locale, 'Les packs', 'Bundles'),
          packageSecutixIds: [packageIds.weekendCamping, packageIds.weekParking],
        }),
      ],
    }),
  };

  const memberPresale: PageDef = {
    identifier: 'member-presale',
    site,
    paths: autoPaths.memberPresale,
    layout: 'tickets',
    crawlable: false,
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(locale, 'Prévente membres ACO', 'ACO member presale'),
      description: t(
        locale,
        'Les tarifs réservés aux membres ACO connectés.',
        'Prices reserved for logged-in ACO members.',
      ),
      wording: {
        'presale.loginFirst': t(
          locale,
          'Connectez-vous pour voir vos tarifs',
          'Log in to see your prices',
        ),
      },
      blocks: [
        block('titre', 'title', {
          title: t(locale, 'Prévente membres ACO', 'ACO member presale'),
          subtitle: t(locale, 'Jusqu’à 20 % de remise', 'Up to 20% off'),
        }),
        block('connexion', 'title-text', {
          kind: 'info',
          title: t(locale, 'Réservé aux membres', 'Members only'),
          text: t(
            locale,
            'Connectez-vous avec votre compte ACO pour acheter les tarifs « Membre ACO ». Votre adhésion doit être en cours de validité.',
            'Log in with your ACO account to buy “ACO member” prices. Your membership must be current.',
          ),
          // `#login` opens the login dialog (the header's account button answers it).
          cta: { text: t(locale, 'Se connecter', 'Log in'), href: '#login', style: 'dark' },
        }),
        block(
          'tarifs-membres',
          'highlighted-tickets',
          {
            title: t(locale, 'Les tarifs membres', 'Member prices'),
            ticketSecutixIds: [
              ticketIds.generalWeekend,
              ticketIds.generalWeek,
              ticketIds.grandstandVirage,
              ticketIds.parkingBlue,
              ticketIds.campingHoux,
            ],
            audienceCode: 'MEME',
          },
          { style: 'secondary' },
        ),
      ],
    }),
  };

  // -------------------------------------------------------------------------------------------------
  // content pages

  const partners: PageDef = {
    identifier: 'partners',
    site,
    paths: autoPaths.partners,
    layout: 'default',
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(locale, 'Partenaires', 'Partners'),
      description: t(
        locale,
        'Les partenaires officiels, fournisseurs et médias des 24 Heures du Mans.',
        'The official partners, suppliers and media of the 24 Hours of Le Mans.',
      ),
      blocks: [
        block('titre', 'title', { title: t(locale, 'Nos partenaires', 'Our partners') }),
        block('partenaires', 'partners', {
          title: t(locale, 'Ils font les 24 Heures', 'They make the 24 Hours'),
          inFooterOnly: false,
        }),
        block('devenir-partenaire', 'editorial', {
          title: t(locale, 'Devenir partenaire', 'Become a partner'),
          html: t(
            locale,
            '<p>Associez votre marque à la plus grande course d’endurance du monde : visibilité, hospitalités, activations sur site.</p>',
            '<p>Associate your brand with the world’s greatest endurance race: visibility, hospitality, on-site activations.</p>',
          ),
          alignment: 'left',
          cta: cta(
            t(locale, 'Nous contacter', 'Contact us'),
            'mailto:partenariats@24h-lemans.example',
            'primary',
          ),
        }),
      ],
    }),
  };

  const news: PageDef = {
    identifier: 'news',
    site,
    paths: autoPaths.news,
    layout: 'news',
    content: (locale) => ({
      title: t(locale, 'Actualités', 'News'),
      description: t(
        locale,
        'Toute l’actualité des 24 Heures du Mans : course, billetterie, circuit.',
        'All the 24 Hours of Le Mans news: race, tickets, circuit.',
      ),
      image: ctx.asset('images/news-start.svg'),
      blocks: [
        block('titre', 'title', { title: t(locale, 'Actualités', 'News') }),
        block('actualites', 'news-full', {
          items: newsItems(ctx, locale),
          filters: [...new Set(newsItems(ctx, locale).map((item) => item.tag))],
        }),
        block('social', 'social-wall', {
          title: t(locale, 'Sur les réseaux', 'On social media'),
          hashtag: '#LeMans24',
          networks: ['instagram', 'x', 'youtube'],
        }),
      ],
    }),
  };

  const program: PageDef = {
    identifier: 'program',
    site,
    paths: autoPaths.program,
    layout: 'default',
    content: (locale) => {
      return {
        title: t(locale, 'Programme de la semaine', 'Race week schedule'),
        description: t(
          locale,
          'Journée test, essais, qualifications, Hyperpole, parade et course : toute la semaine heure par heure.',
          'Test day, practice, qualifying, Hyperpole, parade and race: the whole week hour by hour.',
        ),
        blocks: [
          block('titre', 'title', { title: t(locale, 'Programme', 'Schedule') }),
          block('programme', 'program-full', {
            days: raceWeekDays(ctx, locale),
          }),
          block(
            'journee-test',
            'title-text-push',
            {
              title: t(locale, 'La journée test', 'Test day'),
              text: t(
                locale,
                `Le ${calendar.dayName(-6, 'fr')}, découvrez le plateau pour ${euros(15000, 'fr')}.`,
                `On ${calendar.dayName(-6, 'en')}, discover the field for ${euros(15000, 'en')}.`,
              ),
              picture: picture('images/test-day.svg', t(locale, 'La journée test', 'Test day')),
              cta: cta(t(locale, 'En savoir plus', 'Learn more'), p('testDay', locale), 'light'),
            },
            { tone: 'green', style: 'rse' },
          ),
        ],
      };
    },
  };

  const practical: PageDef = {
    identifier: 'practical',
    site,
    paths: autoPaths.practical,
    layout: 'default',
    content: (locale) => ({
      title: t(locale, 'Infos pratiques', 'Practical information'),
      description: t(
        locale,
        'Venir au circuit, accessibilité, services sur place et questions fréquentes.',
        'Getting to the circuit, accessibility, on-site services and FAQ.',
      ),
      blocks: [
        block('titre', 'title', { title: t(locale, 'Infos pratiques', 'Practical information') }),
        anchored(
          block('acces', 'alternating-list', {
            title: t(locale, 'Venir au circuit', 'Getting to the circuit'),
            items: [
              {
                title: t(locale, 'En voiture', 'By car'),
                text: t(
                  locale,
                  'Suivez le fléchage « Circuit » depuis l’autoroute, sortie 23. Réservez votre parking à l’avance.',
                  'Follow the “Circuit” signs from the motorway, exit 23. Book your parking in advance.',
                ),
                picture: picture('images/parking.svg', t(locale, 'Un parking', 'A car park')),
              },
              {
                title: t(locale, 'En tramway', 'By tram'),
                text: t(
                  locale,
                  'La ligne T1 relie la gare au terminus « Antarès — Circuit », toutes les 5 minutes pendant la course.',
                  'Line T1 runs from the station to the “Antarès — Circuit” terminus every 5 minutes during the race.',
                ),
                picture: picture('images/news-fans.svg', t(locale, 'Le public', 'The crowd')),
              },
            ],
          }),
        ),
        block('services', 'services', {
          title: t(locale, 'Sur place', 'On site'),
          items: [
            {
              icon: 'food',
              title: t(locale, 'Restauration', 'Food and drink'),
              text: t(locale, 'Plus de 80 points de vente.', 'More than 80 outlets.'),
            },
            {
              icon: 'health',
              title: t(locale, 'Postes de secours', 'First aid'),
              text: t(locale, 'Ouverts 24 h sur 24.', 'Open round the clock.'),
            },
            {
              icon: 'wifi',
              title: t(locale, 'Wi-Fi', 'Wi-Fi'),
              text: t(locale, 'Gratuit dans le village.', 'Free in the village.'),
            },
          ],
        }),
        anchored(
          block(
            'accessibilite',
            'title-text',
            {
              kind: 'info',
              title: t(locale, 'Accessibilité', 'Accessibility'),
              text: t(
                locale,
                'Des places PMR sont proposées dans les tribunes T12 et T34, avec un accompagnant inclus. Un parking réservé se trouve à l’entrée Nord.',
                'Wheelchair-accessible seats are available in grandstands T12 and T34, companion included. Reserved parking is at the North gate.',
              ),
            },
            { tone: 'light' },
          ),
        ),
        anchored(
          block('faq', 'card-description-list', {
            title: t(locale, 'Questions fréquentes', 'Frequently asked questions'),
            items: [
              {
                title: t(locale, 'Les animaux sont-ils admis ?', 'Are pets allowed?'),
                text: t(locale, 'Non, sauf chiens d’assistance.', 'No, except assistance dogs.'),
              },
              {
                title: t(locale, 'Puis-je sortir et revenir ?', 'Can I leave and come back?'),
                text: t(
                  locale,
                  'Oui, votre billet est valable pour toute sa durée.',
                  'Yes, your ticket is valid for its whole duration.',
                ),
              },
            ],
            cta: cta(
              t(locale, 'Donnez votre avis', 'Give us your feedback'),
              'https://avis.24h-lemans.example/',
              'avis',
              true,
            ),
          }),
        ),
        block('plan', 'iframe', {
          title: t(locale, 'Plan du circuit', 'Circuit map'),
          src: `https://plan.24h-lemans.example/embed?lang=${locale}`,
          height: 480,
        }),
      ],
    }),
  };

  const legal: PageDef = {
    identifier: 'legal',
    site,
    paths: autoPaths.legal,
    layout: 'default',
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(locale, 'Mentions légales', 'Legal notice'),
      description: t(
        locale,
        'Éditeur, hébergement, conditions générales de vente et données personnelles.',
        'Publisher, hosting, terms of sale and personal data.',
      ),
      blocks: [
        // A summary whose links scroll to the sections below (their blocks' anchors).
        block('sommaire', 'rich-text', {
          title: t(locale, 'Sommaire', 'Contents'),
          html: t(
            locale,
            '<ul><li><a href="#cgv">Conditions générales de vente</a></li><li><a href="#donnees">Données personnelles</a></li></ul>',
            '<ul><li><a href="#cgv">Terms of sale</a></li><li><a href="#donnees">Personal data</a></li></ul>',
          ),
        }),
        block('mentions', 'title-text', {
          kind: 'legal',
          title: t(locale, 'Mentions légales', 'Legal notice'),
          text: t(
            locale,
            'Ce site est édité par l’Automobile Club de l’Ouest, association loi 1901, circuit des 24 Heures, 72019 Le Mans Cedex 2.\n\nDirecteur de la publication : le président de l’ACO. Hébergement : Paddock Hosting, 1 rue de l’Exemple, 75000 Paris.',
            'This website is published by the Automobile Club de l’Ouest, a French non-profit association, 24 Hours circuit, 72019 Le Mans Cedex 2, France.\n\nPublication director: the ACO president. Hosting: Paddock Hosting, 1 rue de l’Exemple, 75000 Paris, France.',
          ),
        }),
        anchored(
          block('cgv', 'rich-text', {
            title: t(locale, 'Conditions générales de vente', 'Terms of sale'),
            html: t(
              locale,
              `<p>Les billets sont nominatifs, ni échangeables ni remboursables sauf souscription de l’assurance annulation. Les tarifs « Membre ACO » sont réservés aux membres dont l’adhésion est en cours de validité.</p><ul><li>Cinq billets par tarif et par commande au plus.</li><li>Un panier est conservé ${cartLifetime('fr')}.</li></ul>`,
              `<p>Tickets are personal and can be neither exchanged nor refunded unless cancellation insurance was taken. “ACO member” prices are reserved for members with a current membership.</p><ul><li>At most five tickets per price and per order.</li><li>A cart is kept for ${cartLifetime('en')}.</li></ul>`,
            ),
          }),
        ),
        anchored(
          block('donnees', 'rich-text', {
            title: t(locale, 'Données personnelles', 'Personal data'),
            html: t(
              locale,
              '<p>Vos données sont utilisées pour traiter vos commandes. Vous pouvez y accéder et les rectifier depuis votre compte, ou écrire à <a href="mailto:dpo@aco.example">dpo@aco.example</a>.</p>',
              '<p>Your data is used to process your orders. You can access and correct it from your account, or write to <a href="mailto:dpo@aco.example">dpo@aco.example</a>.</p>',
            ),
          }),
        ),
      ],
    }),
  };

  // -------------------------------------------------------------------------------------------------
  // full-page landing (fp=1)

  const testDay: PageDef = {
    identifier: 'test-day',
    site,
    paths: autoPaths.testDay,
    layout: 'none',
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(locale, 'Journée test — 24 Heures du Mans', 'Test day — 24 Hours of Le Mans'),
      description: t(
        locale,
        `Le ${calendar.dayName(-6, 'fr')}, les 62 équipages en piste pour la première fois.`,
        `On ${calendar.dayName(-6, 'en')}, all 62 crews on track for the first time.`,
      ),
      image: ctx.asset('images/test-day.svg'),
      wording: { 'landing.close': t(locale, 'Retour au site', 'Back to the website') },
      blocks: [
        block(
          'intro',
          'splash-text',
          {
            title: t(locale, 'Journée test', 'Test day'),
            text: t(
              locale,
              `${calendar.dayName(-6, 'fr', true)} — huit heures de roulage, tribunes ouvertes.`,
              `${calendar.dayName(-6, 'en', true)} — eight hours on track, grandstands open.`,
            ),
            picture: picture('images/test-day.svg', t(locale, 'La journée test', 'Test day')),
          },
          { tone: 'dark' },
        ),
        block('billet', 'ticket-page', {
          title: t(locale, 'Votre billet', 'Your ticket'),
          ticketSecutixIds: [ticketIds.testDay],
        }),
        block(
          'chiffres',
          'key-figures',
          {
            items: [
              { value: 62, label: t(locale, 'voitures', 'cars') },
              { value: 8, label: t(locale, 'heures de roulage', 'hours on track') },
              {
                value: euros(15000, locale),
                label: t(locale, 'tarif unique adulte', 'single adult price'),
              },
            ],
          },
          { tone: 'green' },
        ),
        block('video', 'youtube', {
          title: t(locale, 'La journée test en vidéo', 'Test day on video'),
          youtubeId: 'Tq7dAy24hLm',
        }),
      ],
    }),
  };

  const pages = [
    home,
    ticketing,
    tickets,
    hospitality,
    stay,
    memberPresale,
    partners,
    news,
    program,
    practical,
    legal,
    testDay,
  ];
  return [...pages, styleGuidePage(ctx, site, pages)];
}

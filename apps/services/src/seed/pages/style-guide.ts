/**
 * The style guide: one page per locale that shows an example of every block type the site renders, for
 * editors and designers (and the end-to-end and Lighthouse runs). The block generator
 * (`nx g @paddock/workspace-plugin:block <type>`) adds each new type's example here.
 */
import type { Block, Locale } from '@paddock/api-clients/contracts';
import type { SiteId } from '@paddock/api-clients/contracts';
import type { SeedContext } from '../context';
import { ticketIds } from '../catalogue/ids';
import { autoPaths } from '../paths';
import { block, t, type PageDef } from './build';

/** An example in a locale; `ctx` gives pictures of local assets (`ctx.picture`) and dates (`ctx.fromNow`). */
type Example = (
  locale: Locale,
  ctx: SeedContext,
) => {
  data: Block['data'];
  variants?: Pick<Block, 'style' | 'tone'>;
};

/** An example of each block type, by type. */
export const blockExamples: Record<string, Example> = {
  title: (locale) => ({ data: { title: t(locale, 'Titre de section', 'Section title') } }),
  'title-text': (locale) => ({
    data: {
      kind: 'info',
      title: t(locale, 'Bon à savoir', 'Good to know'),
      text: t(
        locale,
        'Les portes ouvrent à 8 h. Les navettes partent de la gare toutes les dix minutes.',
        'Gates open at 8 am. Shuttles leave the station every ten minutes.',
      ),
    },
    variants: { tone: 'light' },
  }),
  'rich-text': (locale) => ({
    data: {
      html: t(
        locale,
        '<h2>Texte enrichi</h2><p>Un paragraphe avec un <a href="/fr/programme">lien vers le programme</a>, du <strong>gras</strong> et une liste :</p><ul><li>un</li><li>deux</li></ul>',
        '<h2>Rich text</h2><p>A paragraph with a <a href="/en/schedule">link to the schedule</a>, some <strong>bold</strong> and a list:</p><ul><li>one</li><li>two</li></ul>',
      ),
    },
  }),
  'category-links': (locale) => ({
    data: {
      title: t(locale, 'Préparer votre venue', 'Plan your visit'),
      text: t(
        locale,
        'Tout ce qu’il faut savoir avant le départ.',
        'All you need to know before the start.',
      ),
      items: [
        {
          label: t(locale, 'Billetterie', 'Tickets'),
          href: autoPaths.ticketing[locale],
          icon: 'ticket',
        },
        {
          label: t(locale, 'Programme', 'Schedule'),
          href: autoPaths.program[locale],
          icon: 'calendar',
        },
        {
          label: t(locale, 'Hospitalités', 'Hospitality'),
          href: autoPaths.hospitality[locale],
          icon: 'food',
        },
        {
          label: t(locale, 'Parkings et hébergements', 'Parking and accommodation'),
          href: autoPaths.stay[locale],
          icon: 'bed',
        },
        {
          label: t(locale, 'Infos pratiques', 'Practical information'),
          href: autoPaths.practical[locale],
          icon: 'info',
        },
        {
          label: t(locale, 'Journée test', 'Test day'),
          href: autoPaths.testDay[locale],
          icon: 'flag',
        },
      ],
    },
  }),
  'event-list': (locale, ctx) => ({
    data: {
      title: t(locale, 'Calendrier de la saison', 'Season calendar'),
      intro: t(
        locale,
        'Toutes les courses et les rendez-vous du circuit, mois par mois.',
        'Every race and meeting at the circuit, month by month.',
      ),
      events: [
        {
          name: t(locale, '24 Heures Motos', '24 Hours Motorcycles'),
          start: ctx.fromNow(-40),
          end: ctx.fromNow(-39),
          place: 'Circuit Bugatti',
          category: 'Moto',
          href: t(locale, 'https://www.24h-motos.example/fr', 'https://www.24h-motos.example/en'),
        },
        {
          name: t(locale, 'Journée test', 'Test Day'),
          start: ctx.calendar.at(-13, '09:00'),
          end: ctx.calendar.at(-13, '18:00'),
          place: t(locale, 'Circuit des 24 Heures', '24 Hours circuit'),
          category: 'Auto',
          href: autoPaths.testDay[locale],
        },
        {
          name: t(locale, '24 Heures du Mans', '24 Hours of Le Mans'),
          start: ctx.calendar.at(0, '16:00'),
          end: ctx.calendar.at(1, '16:00'),
          place: t(locale, 'Circuit des 24 Heures', '24 Hours circuit'),
          category: 'Auto',
          href: autoPaths.program[locale],
          tickets: {
            text: t(locale, 'Billets', 'Tickets'),
            href: autoPaths.ticketing[locale],
            style: 'primary',
          },
        },
        {
          name: 'Le Mans Classic',
          start: ctx.calendar.at(26, '00:00'),
          end: ctx.calendar.at(28, '00:00'),
          allDay: true,
          place: t(locale, 'Circuit des 24 Heures', '24 Hours circuit'),
          category: 'Classic',
          href: 'https://www.lemans-classic.example/',
        },
        {
          name: t(locale, '24 Heures Karting', '24 Hours Karting'),
          start: ctx.calendar.at(84, '10:00'),
          end: ctx.calendar.at(85, '10:00'),
          place: t(
            locale,
            'Circuit international Alain Prost',
            'Alain Prost international circuit',
          ),
          category: 'Karting',
          href: 'https://www.karting-24h.example/',
        },
        {
          name: t(locale, '24 Heures Camions', '24 Hours Trucks'),
          start: ctx.calendar.at(105, '00:00'),
          end: ctx.calendar.at(106, '00:00'),
          allDay: true,
          place: 'Circuit Bugatti',
          category: t(locale, 'Camions', 'Trucks'),
          href: 'https://www.24h-camions.example/',
        },
      ],
      cta: {
        text: t(locale, 'Tout le programme', 'Full schedule'),
        href: autoPaths.program[locale],
        style: 'transparent',
      },
    },
  }),
  form: (locale) => ({
    data: {
      kind: 'contact',
      title: t(locale, 'Nous écrire', 'Write to us'),
      text: t(
        locale,
        'Une question sur la billetterie, l’accès au circuit ou l’accessibilité ? Notre équipe vous répond du lundi au vendredi.',
        'A question about tickets, getting to the circuit or accessibility? Our team answers Monday to Friday.',
      ),
      fields: [
        {
          name: 'name',
          label: t(locale, 'Nom et prénom', 'Full name'),
          type: 'text',
          required: true,
          maxLength: 120,
          width: 'half',
        },
        {
          name: 'email',
          label: t(locale, 'Adresse e-mail', 'Email address'),
          type: 'email',
          required: true,
          width: 'half',
        },
        {
          name: 'phone',
          label: t(locale, 'Téléphone', 'Phone'),
          type: 'tel',
          help: t(locale, 'Pour vous rappeler si besoin.', 'So we can call you back if needed.'),
          width: 'half',
        },
        {
          name: 'subject',
          label: t(locale, 'Sujet', 'Subject'),
          type: 'select',
          required: true,
          width: 'half',
          options: [
            { value: 'billetterie', label: t(locale, 'Billetterie', 'Tickets') },
            { value: 'acces', label: t(locale, 'Accès et parkings', 'Access and parking') },
            { value: 'accessibilite', label: t(locale, 'Accessibilité', 'Accessibility') },
            { value: 'hospitalites', label: t(locale, 'Hospitalités', 'Hospitality') },
            { value: 'autre', label: t(locale, 'Autre', 'Other') },
          ],
        },
        {
          name: 'message',
          label: t(locale, 'Votre message', 'Your message'),
          type: 'textarea',
          required: true,
          minLength: 10,
          maxLength: 2000,
        },
        {
          name: 'consent',
          label: t(
            locale,
            'J’accepte que mes données servent à répondre à ma demande.',
            'I agree that my details are used to answer my request.',
          ),
          type: 'consent',
          required: true,
          link: {
            text: t(locale, 'Mentions légales', 'Legal notice'),
            href: autoPaths.legal[locale],
          },
        },
      ],
      submit: { text: t(locale, 'Envoyer mon message', 'Send my message') },
      legal: t(
        locale,
        'Vos données sont conservées 12 mois et ne sont jamais cédées.',
        'Your details are kept for 12 months and never passed on.',
      ),
    },
  }),
  'hospitality-category': (locale, ctx) => ({
    data: {
      title: t(locale, 'Clubs et suites', 'Clubs and suites'),
      text: t(
        locale,
        'Au-dessus des stands ou au bord de la piste, recevez vos invités pendant toute la course.',
        'Above the pits or by the track, host your guests for the whole race.',
      ),
      picture: ctx.picture(
        'images/hospitality.svg',
        t(locale, 'Un salon au-dessus de la voie des stands', 'A lounge above the pit lane'),
        1600,
        900,
      ),
      features: [
        t(locale, 'Accès paddock et pit walk', 'Paddock access and pit walk'),
        t(locale, 'Restauration gastronomique et open bar', 'Fine dining and open bar'),
        t(locale, 'Terrasse privative sur la piste', 'Private terrace over the track'),
        t(locale, 'Parking réservé', 'Reserved parking'),
      ],
      ticketSecutixIds: [
        ticketIds.hospitalityClub,
        ticketIds.hospitalitySuite,
        ticketIds.hospitalityVillage,
      ],
      contact: {
        text: t(locale, 'Contacter l’équipe hospitalités', 'Contact the hospitality team'),
        href: 'mailto:hospitalites@24h-lemans.example',
        style: 'primary',
      },
    },
    variants: { tone: 'dark' },
  }),
  'hover-cards': (locale, ctx) => ({
    data: {
      title: t(locale, 'Vivez l’expérience', 'Live the experience'),
      text: t(
        locale,
        'Trois façons de vivre la semaine de course, au-delà des tribunes.',
        'Three ways to live race week, beyond the grandstands.',
      ),
      items: [
        {
          title: 'Paddock Walk',
          text: t(
            locale,
            'Le jeudi, descendez dans la voie des stands et approchez les voitures et les équipes.',
            'On Thursday, walk down the pit lane and get close to the cars and the teams.',
          ),
          picture: ctx.picture(
            'images/paddock.svg',
            t(locale, 'La voie des stands', 'The pit lane'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Réserver le Paddock Walk', 'Book the Paddock Walk'),
            href: autoPaths.tickets[locale],
          },
        },
        {
          title: t(locale, 'Nuit au camping', 'A night at the campsite'),
          text: t(
            locale,
            'Plantez la tente au bord de la piste et vivez la course jusqu’au lever du jour.',
            'Pitch your tent by the track and live the race until sunrise.',
          ),
          picture: ctx.picture(
            'images/camping.svg',
            t(locale, 'Des tentes au camping', 'Tents at the campsite'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Voir les campings', 'See the campsites'),
            href: autoPaths.stay[locale],
            style: 'light',
          },
        },
        {
          title: t(locale, 'Hospitalités', 'Hospitality'),
          text: t(
            locale,
            'Une terrasse sur la ligne droite, une cuisine de chef et l’accès au paddock.',
            'A terrace on the straight, a chef’s menu and paddock access.',
          ),
          picture: ctx.picture(
            'images/hospitality.svg',
            t(locale, 'Salon hospitalité', 'Hospitality lounge'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Découvrir les hospitalités', 'Discover hospitality'),
            href: autoPaths.hospitality[locale],
          },
        },
      ],
    },
  }),
  'media-intro': (locale, ctx) => ({
    data: {
      title: t(locale, 'Revivez la dernière édition', 'Relive last year’s race'),
      subtitle: t(locale, 'Le film officiel', 'The official film'),
      text: t(
        locale,
        'Le départ sous le soleil, la pluie à minuit, le duel jusqu’au dernier tour.\nQuatre minutes pour vingt-quatre heures de course.',
        'A sunny start, rain at midnight, a duel to the last lap.\nFour minutes for twenty-four hours of racing.',
      ),
      picture: ctx.picture(
        'images/news-night.svg',
        t(locale, 'La course de nuit', 'Racing at night'),
        1600,
        900,
      ),
      youtubeId: 'Lm24hR4c3Fx',
      ctas: [
        {
          text: t(locale, 'Toutes les actualités', 'All the news'),
          href: autoPaths.news[locale],
          style: 'primary',
        },
        {
          text: t(locale, 'Le programme', 'The schedule'),
          href: autoPaths.program[locale],
          style: 'transparent',
        },
      ],
      layout: 'media-right',
    },
  }),
  'menu-tickets': (locale) => ({
    // Not sticky here: on the style guide it would stay over every example below it.
    data: {
      title: t(locale, 'Catégories de billets', 'Ticket categories'),
      items: [
        {
          label: t(locale, 'Enceinte générale', 'General admission'),
          href: `${autoPaths.tickets[locale]}#enceinte`,
          icon: 'ticket',
        },
        {
          label: t(locale, 'Tribunes', 'Grandstands'),
          href: `${autoPaths.tickets[locale]}#tribunes`,
          icon: 'grandstand',
        },
        {
          label: t(locale, 'Hospitalités', 'Hospitality'),
          href: `${autoPaths.hospitality[locale]}#offres`,
          icon: 'food',
        },
        {
          label: t(locale, 'Parkings', 'Parking'),
          href: `${autoPaths.stay[locale]}#parkings`,
          icon: 'parking',
        },
        {
          label: t(locale, 'Campings', 'Campsites'),
          href: `${autoPaths.stay[locale]}#campings`,
          icon: 'camping',
        },
      ],
      sticky: false,
    },
  }),
  'mixed-contributor-block': (locale, ctx) => ({
    data: {
      title: t(
        locale,
        'Une nuit au stand avec l’ingénieure de course',
        'A night in the pits with the race engineer',
      ),
      html: t(
        locale,
        '<p>À 3 heures du matin, la voie des stands s’est vidée de ses curieux. Dans le box n° 38, Claire Morvan garde les yeux sur la télémétrie : <strong>températures des freins, usure des pneus, consommation</strong>.</p><p>Chaque arrêt se prépare vingt tours à l’avance.</p>',
        '<p>At 3 am the pit lane has emptied of onlookers. In garage 38, Claire Morvan keeps her eyes on the telemetry: <strong>brake temperatures, tyre wear, fuel use</strong>.</p><p>Every stop is planned twenty laps ahead.</p>',
      ),
      quote: {
        text: t(
          locale,
          'La nuit, on ne regarde plus le chrono : on écoute la voiture. Un bruit de trop, et c’est l’abandon.',
          'At night you stop watching the clock: you listen to the car. One noise too many and it’s over.',
        ),
        name: 'Claire Morvan',
        role: t(locale, 'Ingénieure de course, voiture n° 38', 'Race engineer, car #38'),
      },
      pictures: [
        {
          picture: ctx.picture(
            'images/news-pitlane.svg',
            t(locale, 'Un arrêt au stand de nuit', 'A pit stop at night'),
            1600,
            900,
          ),
          caption: t(
            locale,
            'Changement de pneus à 3 h 12 : 14 secondes à l’arrêt.',
            'Tyre change at 3:12 am: 14 seconds stationary.',
          ),
        },
        {
          picture: ctx.picture(
            'images/news-night.svg',
            t(locale, 'La course de nuit', 'Racing at night'),
            1600,
            900,
          ),
          caption: t(locale, 'La voiture n° 38 dans la nuit.', 'Car #38 in the night.'),
        },
      ],
      quotePosition: 'end',
    },
  }),
  'title-text-push': (locale, ctx) => ({
    data: {
      title: t(
        locale,
        'Dormir au plus près du circuit',
        'Sleep as close to the circuit as it gets',
      ),
      text: t(
        locale,
        'Campings aménagés, hôtels partenaires ou chambres chez l’habitant : passez la nuit de course à quelques minutes de la piste.\nLes places partent vite : réservez dès l’ouverture de la billetterie.',
        'Equipped campsites, partner hotels or rooms with locals: spend race night minutes from the track.\nPlaces go fast: book as soon as ticketing opens.',
      ),
      picture: ctx.picture(
        'images/camping.svg',
        t(locale, 'Des tentes au camping', 'Tents at the campsite'),
        1600,
        900,
      ),
      cta: {
        text: t(locale, 'Réserver un emplacement', 'Book a pitch'),
        href: autoPaths.stay[locale],
        style: 'primary',
      },
      push: {
        kicker: t(locale, 'Nouveau', 'New'),
        title: t(locale, 'Le camping Houx premium', 'The premium Houx campsite'),
        text: t(
          locale,
          'Emplacements délimités, douches chaudes et navette vers l’entrée Nord.',
          'Marked pitches, hot showers and a shuttle to the North gate.',
        ),
      },
      alignment: 'left',
    },
  }),
  'ticket-perks': (locale) => ({
    data: {
      title: t(locale, 'Ce que comprend le billet semaine', 'What the race-week ticket includes'),
      text: t(
        locale,
        'Du mercredi au dimanche, des essais au drapeau à damier.',
        'From Wednesday to Sunday, from practice to the chequered flag.',
      ),
      items: [
        {
          icon: 'paddock',
          title: t(locale, 'Accès paddock', 'Paddock access'),
          text: t(locale, 'Le jeudi et le vendredi.', 'On Thursday and Friday.'),
        },
        {
          icon: 'grandstand',
          title: t(locale, 'Tribunes non numérotées', 'Unnumbered grandstands'),
          text: t(locale, 'Places libres en tribune Dunlop.', 'Free seating in the Dunlop stand.'),
        },
        {
          icon: 'pit-walk',
          title: t(locale, 'Pit walk', 'Pit walk'),
          text: t(
            locale,
            'Vendredi matin, dans la voie des stands.',
            'Friday morning, in the pit lane.',
          ),
        },
        {
          icon: 'concert',
          title: t(locale, 'Concerts', 'Concerts'),
          text: t(locale, 'Chaque soir au village.', 'Every evening in the village.'),
        },
      ],
      note: t(
        locale,
        'Le billet week-end donne les mêmes accès, le samedi et le dimanche seulement.',
        'The weekend ticket gives the same access, on Saturday and Sunday only.',
      ),
      cta: {
        text: t(locale, 'Réserver mon billet', 'Book my ticket'),
        href: autoPaths.tickets[locale],
        style: 'primary',
      },
    },
    variants: { tone: 'light' },
  }),
  'ticketing-summary': (locale, ctx) => ({
    data: {
      title: t(
        locale,
        `Billetterie des 24 Heures ${ctx.calendar.year}`,
        `${ctx.calendar.year} 24 Hours tickets`,
      ),
      text: t(
        locale,
        'Billets électroniques, à imprimer ou sur mobile. Gratuit pour les moins de 4 ans.',
        'E-tickets, printed or on your phone. Free for under-4s.',
      ),
      start: ctx.calendar.at(-3, '08:00'),
      end: ctx.calendar.at(1, '18:00'),
      status: 'open',
      categories: [
        {
          label: t(locale, 'Enceinte générale', 'General admission'),
          ticketSecutixIds: [ticketIds.generalWeekend, ticketIds.generalWeek, ticketIds.testDay],
          href: `${autoPaths.tickets[locale]}#enceinte`,
        },
        {
          label: t(locale, 'Tribunes', 'Grandstands'),
          ticketSecutixIds: [
            ticketIds.grandstandVirage,
            ticketIds.grandstandPits,
            ticketIds.grandstandChicane,
          ],
          href: `${autoPaths.tickets[locale]}#tribunes`,
        },
        {
          label: t(locale, 'Hospitalités', 'Hospitality'),
          ticketSecutixIds: [
            ticketIds.hospitalityClub,
            ticketIds.hospitalitySuite,
            ticketIds.hospitalityVillage,
          ],
          href: autoPaths.hospitality[locale],
        },
        {
          label: t(locale, 'Parkings', 'Parking'),
          ticketSecutixIds: [ticketIds.parkingBlue, ticketIds.parkingRed, ticketIds.parkingBikes],
        },
        {
          label: t(locale, 'Campings', 'Campsites'),
          ticketSecutixIds: [
            ticketIds.campingHoux,
            ticketIds.campingBeausejour,
            ticketIds.campingMaisonBlanche,
          ],
        },
      ],
      cta: {
        text: t(locale, 'Accéder à la billetterie', 'Go to the ticket shop'),
        href: autoPaths.ticketing[locale],
        style: 'primary',
      },
    },
  }),
  'key-figures': (locale) => ({
    data: {
      title: t(locale, 'Les 24 Heures en chiffres', 'The 24 Hours in figures'),
      text: t(
        locale,
        'Une semaine de course, un circuit ouvert jour et nuit, et le plus grand public de l’endurance mondiale.',
        'A week of racing, a circuit open day and night, and the biggest crowd in world endurance.',
      ),
      items: [
        {
          value: 325000,
          label: t(locale, 'spectateurs sur la semaine', 'spectators over the week'),
        },
        { value: 62, label: t(locale, 'voitures au départ', 'cars on the grid') },
        {
          value: 13.626,
          decimals: 3,
          unit: 'km',
          label: t(locale, 'de circuit', 'of circuit'),
        },
        {
          value: 5000,
          prefix: t(locale, '+ de', 'over'),
          unit: 'km',
          label: t(locale, 'parcourus par le vainqueur', 'covered by the winner'),
        },
      ],
      source: t(
        locale,
        'Source : Automobile Club de l’Ouest, édition 2023.',
        'Source: Automobile Club de l’Ouest, 2023 edition.',
      ),
      cta: {
        text: t(locale, 'Voir le programme', 'See the schedule'),
        href: autoPaths.program[locale],
        style: 'primary',
      },
    },
  }),
  governance: (locale) => ({
    data: {
      title: t(locale, 'La gouvernance du club', 'The club’s governance'),
      text: t(
        locale,
        'Le club est administré par un conseil élu par ses membres, qui désigne en son sein le Bureau.',
        'The club is run by a board elected by its members, which appoints the Executive Committee from among its own.',
      ),
      bodies: [
        {
          name: t(locale, 'Le Bureau', 'The Executive Committee'),
          members: [
            {
              name: 'Claire Besnard',
              role: t(locale, 'Présidente', 'President'),
              bio: t(
                locale,
                'Commissaire de piste pendant quinze ans, elle préside le club depuis 2021.',
                'A track marshal for fifteen years, she has chaired the club since 2021.',
              ),
            },
            {
              name: 'Jean-Marc Lelièvre',
              role: t(locale, 'Vice-président', 'Vice-president'),
              bio: t(
                locale,
                'Ancien directeur de course, il suit la sécurité et le règlement sportif.',
                'A former race director, he oversees safety and the sporting regulations.',
              ),
            },
            { name: 'Sophie Garnier', role: t(locale, 'Secrétaire générale', 'Secretary general') },
            { name: 'Thomas Renaud', role: t(locale, 'Trésorier', 'Treasurer') },
          ],
        },
        {
          name: t(locale, 'Le Conseil d’administration', 'The Board of Directors'),
          text: t(
            locale,
            '18 administrateurs élus pour quatre ans par l’assemblée générale.',
            '18 directors elected for four years by the general assembly.',
          ),
          members: [
            {
              name: 'Amélie Chauvin',
              role: t(locale, 'Administratrice, délégation Sarthe', 'Director, Sarthe delegation'),
            },
            {
              name: 'Karim Belkacem',
              role: t(
                locale,
                'Administrateur, délégation Bretagne',
                'Director, Brittany delegation',
              ),
            },
          ],
        },
      ],
    },
  }),
  'figures-text-push': (locale) => ({
    data: {
      kicker: t(locale, 'Le club', 'The club'),
      title: t(
        locale,
        'Rejoignez l’Automobile Club de l’Ouest',
        'Join the Automobile Club de l’Ouest',
      ),
      text: t(
        locale,
        'Depuis 1906, le club organise les 24 Heures du Mans et défend les automobilistes.\nVos avantages : prévente des billets, tarifs membres, accès au village des membres.',
        'Since 1906 the club has run the 24 Hours of Le Mans and stood up for motorists.\nYour perks: ticket presale, member prices, access to the members’ village.',
      ),
      cta: {
        text: t(locale, 'La prévente membres', 'The member presale'),
        href: autoPaths.memberPresale[locale],
        style: 'primary',
      },
      figures: [
        { value: 48500, label: t(locale, 'membres', 'members') },
        { value: 1800, label: t(locale, 'commissaires bénévoles', 'volunteer marshals') },
        { value: 30, label: t(locale, 'délégations en France', 'delegations in France') },
      ],
      figuresPosition: 'end',
    },
    variants: { tone: 'dark' },
  }),
  'basic-card-grid': (locale, ctx) => ({
    data: {
      title: t(locale, 'Préparer votre venue', 'Plan your visit'),
      text: t(
        locale,
        'Billets, accès, hébergement : tout ce qu’il faut savoir avant la course.',
        'Tickets, access, accommodation: everything to know before the race.',
      ),
      columns: 3,
      cards: [
        {
          kicker: t(locale, 'Billetterie', 'Tickets'),
          title: t(locale, 'Enceinte et tribunes', 'General admission and grandstands'),
          text: t(
            locale,
            'Accès au circuit toute la semaine, places numérotées face aux stands.',
            'Circuit access all week, numbered seats facing the pits.',
          ),
          picture: ctx.picture(
            'images/grandstand.svg',
            t(locale, 'Une tribune face aux stands', 'A grandstand facing the pits'),
            1600,
            900,
          ),
          href: autoPaths.tickets[locale],
        },
        {
          kicker: t(locale, 'Séjour', 'Stay'),
          title: t(locale, 'Parkings et campings', 'Parking and campsites'),
          text: t(
            locale,
            'Réservez votre place au plus près du circuit.',
            'Book your spot as close to the circuit as it gets.',
          ),
          picture: ctx.picture(
            'images/camping.svg',
            t(locale, 'Un camping au bord du circuit', 'A campsite by the circuit'),
            1600,
            900,
          ),
          href: autoPaths.stay[locale],
        },
        {
          kicker: t(locale, 'Sur place', 'On site'),
          title: t(locale, 'Infos pratiques', 'Practical information'),
          text: t(
            locale,
            'Horaires, accès, services : tout pour profiter de la course.',
            'Opening times, access, services: all you need to enjoy the race.',
          ),
          picture: ctx.picture(
            'images/parking.svg',
            t(locale, 'Un parking du circuit', 'A circuit car park'),
            1600,
            900,
          ),
          href: autoPaths.practical[locale],
        },
      ],
    },
  }),
  'modal-grid': (locale, ctx) => ({
    data: {
      title: t(locale, 'Ceux qui font la course', 'The people who make the race'),
      text: t(
        locale,
        'Plus de 3 000 personnes, salariés et bénévoles, veillent sur les 24 Heures.',
        'Over 3,000 staff and volunteers look after the 24 Hours.',
      ),
      columns: 3,
      items: [
        {
          title: t(locale, 'La direction de course', 'Race control'),
          subtitle: t(locale, 'Le poste de commandement', 'The command post'),
          excerpt: t(
            locale,
            'Drapeaux, voiture de sécurité, sanctions : tout se décide ici.',
            'Flags, safety car, penalties: it is all decided here.',
          ),
          picture: ctx.picture(
            'images/news-pitlane.svg',
            t(locale, 'La voie des stands', 'The pit lane'),
            1600,
            900,
          ),
          text: t(
            locale,
            'Installée au-dessus des stands, la direction de course suit chaque voiture sur 200 écrans.\nElle déclenche les drapeaux, les zones lentes et la voiture de sécurité.',
            'Above the pits, race control follows every car on 200 screens.\nIt calls the flags, slow zones and safety car.',
          ),
          links: [
            {
              text: t(locale, 'Le programme', 'The schedule'),
              href: autoPaths.program[locale],
              style: 'primary',
            },
          ],
        },
        {
          title: t(locale, 'Les commissaires de piste', 'Track marshals'),
          subtitle: t(locale, '1 800 bénévoles', '1,800 volunteers'),
          excerpt: t(
            locale,
            'Aux 40 postes du circuit, jour et nuit.',
            'At the circuit’s 40 posts, day and night.',
          ),
          picture: ctx.picture(
            'images/news-night.svg',
            t(locale, 'La piste de nuit', 'The track at night'),
            1600,
            900,
          ),
          text: t(
            locale,
            'Formés par le club, les commissaires signalent les dangers, interviennent sur les accidents et dégagent la piste.\nAucune expérience n’est demandée pour commencer.',
            'Trained by the club, marshals warn of danger, attend accidents and clear the track.\nNo experience is needed to start.',
          ),
        },
        {
          title: t(locale, 'Le service médical', 'The medical service'),
          subtitle: t(locale, 'Centre médical du circuit', 'Circuit medical centre'),
          excerpt: t(
            locale,
            'Médecins, infirmiers et secouristes pour les pilotes et le public.',
            'Doctors, nurses and first-aiders for drivers and spectators.',
          ),
          picture: ctx.picture(
            'images/paddock.svg',
            t(locale, 'Le paddock', 'The paddock'),
            1600,
            900,
          ),
          text: t(
            locale,
            'Un centre médical au paddock, quatre postes de secours dans les enceintes et un hélicoptère en alerte pendant toute la course.',
            'A medical centre in the paddock, four first-aid posts in the enclosures and a helicopter on standby for the whole race.',
          ),
        },
      ],
    },
  }),
  'splash-text': (locale) => ({
    data: {
      kicker: t(locale, 'La course', 'The race'),
      title: t(locale, '24 heures.\n62 voitures.\n1 vainqueur.', '24 hours.\n62 cars.\n1 winner.'),
      text: t(
        locale,
        'Samedi, 16 h : le drapeau tricolore s’abaisse et le compte à rebours ne s’arrête plus.',
        'Saturday, 4 pm: the French flag drops and the countdown never stops.',
      ),
      cta: {
        text: t(locale, 'Réserver ma place', 'Book my seat'),
        href: autoPaths.ticketing[locale],
        style: 'light',
      },
      alignment: 'left',
    },
    variants: { tone: 'dark' },
  }),
  'legacy-hospitality-list': (locale, ctx) => ({
    data: {
      kind: 'hospitality-list',
      title: t(locale, 'Toutes nos hospitalités', 'All our hospitality'),
      text: t(
        locale,
        'Salons, loges et chalets : choisissez l’emplacement qui vous ressemble.',
        'Lounges, boxes and chalets: pick the spot that suits you.',
      ),
      items: [
        {
          name: t(locale, 'Club Tertre Rouge', 'Tertre Rouge Club'),
          location: 'Tertre Rouge',
          description: t(
            locale,
            'Salon privatif, restauration gastronomique, terrasse sur le circuit.',
            'Private lounge, fine dining, terrace over the circuit.',
          ),
          capacity: { min: 10, max: 120 },
          priceFrom: 1290000,
          picture: ctx.picture(
            'images/hospitality.svg',
            t(locale, 'Le salon du Club Tertre Rouge', 'The Tertre Rouge Club lounge'),
            1600,
            900,
          ),
          link: {
            text: t(locale, 'Voir le Club Tertre Rouge', 'See the Tertre Rouge Club'),
            href: autoPaths.hospitality[locale],
            style: 'primary',
          },
        },
        {
          name: t(locale, 'Suite Panorama', 'Panorama Suite'),
          location: t(locale, 'Tribune des stands', 'Pit grandstand'),
          description: t(
            locale,
            'Suite partagée au-dessus des stands, accès paddock inclus.',
            'Shared suite above the pits, paddock access included.',
          ),
          capacity: { max: 40 },
          priceFrom: 3450000,
          link: {
            text: t(locale, 'Devis Suite Panorama', 'Quote for the Panorama Suite'),
            href: 'mailto:hospitalites@24h-lemans.example',
            style: 'light',
          },
        },
        {
          name: t(locale, 'Village Arnage', 'Arnage Village'),
          location: t(locale, 'Virage d’Arnage', 'Arnage corner'),
          description: t(
            locale,
            'Chalets au bord de la piste, du vendredi au dimanche.',
            'Trackside chalets, Friday to Sunday.',
          ),
          capacity: { min: 20, max: 60 },
          priceFrom: 690000,
          link: {
            text: t(locale, 'Devis Village Arnage', 'Quote for the Arnage Village'),
            href: 'mailto:hospitalites@24h-lemans.example',
            style: 'light',
          },
        },
      ],
      enquiry: {
        text: t(locale, 'Demander un devis sur mesure', 'Ask for a tailor-made quote'),
        href: 'mailto:hospitalites@24h-lemans.example',
        style: 'primary',
      },
    },
    variants: { tone: 'light' },
  }),
  'lemans-category': (locale, ctx) => ({
    data: {
      // Not the ticket-page example's title: two regions of a page never share a name.
      title: t(locale, 'Billets d’accès au circuit', 'Circuit access tickets'),
      text: t(
        locale,
        'L’accès libre à l’enceinte, aux zones publiques, au village et aux tribunes non numérotées.\nGratuit pour les moins de 4 ans.',
        'Free access to the grounds, the public areas, the village and the unnumbered grandstands.\nFree for under-4s.',
      ),
      picture: ctx.picture(
        'images/general-admission.svg',
        t(locale, 'Le public le long de la ligne droite', 'The crowd along the straight'),
        1600,
        900,
      ),
      ticketSecutixIds: [ticketIds.generalWeekend, ticketIds.generalWeek, ticketIds.testDay],
      cta: {
        text: t(locale, 'Venir au circuit', 'Getting to the circuit'),
        href: autoPaths.practical[locale],
        style: 'transparent',
      },
    },
  }),
  'rss-feed-list': (locale) => ({
    data: {
      title: t(locale, 'Le fil des actualités', 'The news feed'),
      text: t(
        locale,
        'Les dernières nouvelles de la course, de la billetterie et de nos partenaires.',
        'The latest from the race, the ticket office and our partners.',
      ),
      limit: 4,
    },
  }),
  drivers: (locale) => ({
    data: {
      title: t(locale, 'Les pilotes engagés', 'The drivers'),
      intro: t(
        locale,
        '62 équipages, 186 pilotes : découvrez ceux qui prendront le départ samedi à 16 h.',
        '62 crews, 186 drivers: meet those who take the start on Saturday at 4 pm.',
      ),
      drivers: [
        {
          firstName: 'Théo',
          lastName: 'Marchand',
          country: 'FR',
          team: 'Sarthe Endurance',
          carNumber: '36',
          category: 'Hypercar',
        },
        {
          firstName: 'Kenji',
          lastName: 'Aoyama',
          country: 'JP',
          team: 'Sarthe Endurance',
          carNumber: '36',
          category: 'Hypercar',
        },
        {
          firstName: 'Laura',
          lastName: 'Ferreira',
          country: 'PT',
          team: 'Aurora Motorsport',
          carNumber: '8',
          category: 'Hypercar',
        },
        {
          firstName: 'Jonas',
          lastName: 'Lindqvist',
          country: 'SE',
          team: 'Nordlys Racing',
          carNumber: '22',
          category: 'LMP2',
        },
        {
          firstName: 'Marco',
          lastName: 'Bellini',
          country: 'IT',
          team: 'Scuderia Anjou',
          carNumber: '54',
          category: 'LMGT3',
        },
        {
          firstName: 'Sarah',
          lastName: 'Whitfield',
          country: 'GB',
          team: 'Iron Dames Academy',
          carNumber: '85',
          category: 'LMGT3',
        },
      ],
    },
    variants: { tone: 'dark' },
  }),
  'live-moto': (locale) => ({
    data: {
      title: t(locale, 'Les 24 Heures Motos en direct', 'The 24 Heures Motos live'),
      text: t(
        locale,
        'Le classement des motos, mis à jour toutes les vingt secondes.',
        'The bikes’ classification, updated every twenty seconds.',
      ),
      limit: 10,
    },
    variants: { tone: 'dark' },
  }),
  'live-auto': (locale) => ({
    data: {
      title: t(locale, 'Classement en direct', 'Live classification'),
      text: t(
        locale,
        'Suivez la course tour après tour : positions, écarts et arrêts au stand.',
        'Follow the race lap by lap: positions, gaps and pit stops.',
      ),
      classes: ['Hypercar', 'LMP2', 'LMGT3'],
      cta: {
        text: t(locale, 'Chronométrage complet', 'Full timing'),
        href: t(locale, 'https://live.24h-lemans.example/fr', 'https://live.24h-lemans.example/en'),
        style: 'primary',
        target: '_blank',
      },
    },
  }),
  'mosaic-blocks': (locale, ctx) => ({
    data: {
      title: t(locale, 'Vivre la semaine des 24 Heures', 'Live the 24 Hours race week'),
      intro: t(
        locale,
        'Du pesage au drapeau à damier, tout ce qui se passe autour de la piste.',
        'From scrutineering to the chequered flag, everything around the track.',
      ),
      tiles: [
        {
          kind: 'feature',
          title: t(locale, 'Le village, jour et nuit', 'The village, day and night'),
          text: t(
            locale,
            'Concerts, simulateurs, boutiques et restauration : le village ne dort jamais.',
            'Concerts, simulators, shops and food: the village never sleeps.',
          ),
          picture: ctx.picture(
            'images/news-fans.svg',
            t(locale, 'Le public dans le village', 'The crowd in the village'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Infos pratiques', 'Practical information'),
            href: autoPaths.practical[locale],
            style: 'light',
          },
        },
        {
          kind: 'picture',
          title: t(locale, 'Parade des pilotes', 'Drivers’ parade'),
          picture: ctx.picture('images/news-podium.svg', '', 1600, 900),
          href: autoPaths.program[locale],
        },
        {
          kind: 'picture',
          title: t(locale, 'Journée test', 'Test Day'),
          picture: ctx.picture('images/test-day.svg', '', 1600, 900),
          href: autoPaths.testDay[locale],
        },
        {
          kind: 'text',
          title: t(locale, 'Dormir au circuit', 'Sleep at the circuit'),
          text: t(
            locale,
            'Campings ouverts du mercredi au lundi, sanitaires et navettes 24 h sur 24.',
            'Campsites open Wednesday to Monday, with showers and shuttles round the clock.',
          ),
          cta: {
            text: t(locale, 'Réserver', 'Book'),
            href: autoPaths.stay[locale],
            style: 'simple-light',
          },
        },
        {
          kind: 'picture',
          title: t(locale, 'Hospitalités', 'Hospitality'),
          picture: ctx.picture('images/hospitality.svg', '', 1600, 900),
          href: autoPaths.hospitality[locale],
        },
        {
          kind: 'picture',
          title: t(locale, 'Tribunes', 'Grandstands'),
          picture: ctx.picture('images/grandstand.svg', '', 1600, 900),
          href: autoPaths.tickets[locale],
        },
        {
          kind: 'picture',
          title: t(locale, 'Le départ, samedi à 16 h', 'The start, Saturday at 4 pm'),
          picture: ctx.picture('images/news-start.svg', '', 1600, 900),
          href: autoPaths.news[locale],
          size: 'wide',
        },
        {
          kind: 'text',
          title: t(locale, 'Le saviez-vous ?', 'Did you know?'),
          text: t(
            locale,
            'La voiture gagnante parcourt plus de 5 000 km en 24 heures.',
            'The winning car covers more than 5,000 km in 24 hours.',
          ),
        },
      ],
    },
    variants: { tone: 'light' },
  }),
  'experience-app-push': (locale, ctx) => ({
    data: {
      title: t(locale, 'L’application officielle des 24 Heures', 'The official 24 Hours app'),
      text: t(
        locale,
        'Toute la course dans votre poche, du pesage au drapeau à damier.',
        'The whole race in your pocket, from scrutineering to the chequered flag.',
      ),
      picture: ctx.picture(
        'images/hero-experience.svg',
        t(locale, 'L’écran d’accueil de l’application', 'The app’s home screen'),
        1600,
        900,
      ),
      benefits: [
        t(locale, 'Classement et chronos en direct', 'Live standings and lap times'),
        t(locale, 'Vos billets électroniques, même hors connexion', 'Your e-tickets, even offline'),
        t(locale, 'Le plan du circuit et les temps d’attente', 'The circuit map and waiting times'),
      ],
      appStoreUrl: 'https://app.24h-lemans.example/ios',
      googlePlayUrl: 'https://app.24h-lemans.example/android',
      picturePosition: 'end',
    },
    variants: { tone: 'dark' },
  }),
  'event-locator': (locale) => ({
    data: {
      title: t(locale, 'Les 24 Heures près de chez vous', 'The 24 Hours near you'),
      text: t(
        locale,
        'Retransmissions, expositions, tournée : nos rendez-vous en France et dans le monde.',
        'Watch parties, exhibitions, our tour: where to meet us in France and around the world.',
      ),
      cta: {
        text: t(locale, 'Voir le programme', 'See the schedule'),
        href: autoPaths.program[locale],
        style: 'simple-light',
      },
    },
    variants: { tone: 'light' },
  }),
  services: (locale) => ({
    data: {
      title: t(locale, 'Services sur place', 'On-site services'),
      text: t(
        locale,
        'Tout ce qu’il faut pour vivre la course sereinement, de jour comme de nuit.',
        'Everything you need to enjoy the race, by day and by night.',
      ),
      filter: true,
      items: [
        {
          icon: 'health',
          title: t(locale, 'Postes de secours', 'First aid'),
          text: t(
            locale,
            'Médecins et secouristes, six postes autour du circuit.',
            'Doctors and first-aiders at six posts around the circuit.',
          ),
          hours: t(locale, '24 h/24 pendant la course', 'Round the clock during the race'),
          location: t(
            locale,
            'Village, tribunes T12 et T34, campings',
            'Village, grandstands T12 and T34, campsites',
          ),
          category: t(locale, 'Santé et sécurité', 'Health and safety'),
        },
        {
          icon: 'lost-found',
          title: t(locale, 'Objets trouvés', 'Lost and found'),
          text: t(
            locale,
            'Déposez ou retrouvez un objet ; les enfants égarés y sont accueillis.',
            'Hand in or collect an item; lost children are looked after here.',
          ),
          hours: t(locale, '8 h – 23 h', '8 am – 11 pm'),
          location: t(locale, 'Point Info, entrée Nord', 'Info point, North gate'),
          category: t(locale, 'Santé et sécurité', 'Health and safety'),
        },
        {
          icon: 'accessibility',
          title: t(locale, 'Accueil PMR', 'Accessibility desk'),
          text: t(
            locale,
            'Prêt de fauteuils, plateformes en tribune et navette adaptée.',
            'Wheelchair loans, grandstand platforms and an adapted shuttle.',
          ),
          hours: t(locale, '8 h – 22 h', '8 am – 10 pm'),
          location: t(locale, 'Entrée Nord', 'North gate'),
          category: t(locale, 'Accessibilité', 'Accessibility'),
          cta: {
            text: t(locale, 'Venir en situation de handicap', 'Visiting with a disability'),
            href: `${autoPaths.practical[locale]}#accessibilite`,
            style: 'transparent',
          },
        },
        {
          icon: 'shuttle',
          title: t(locale, 'Navettes', 'Shuttles'),
          text: t(
            locale,
            'Gratuites entre les parkings, les campings et le village.',
            'Free between the car parks, the campsites and the village.',
          ),
          hours: t(locale, 'Toutes les 10 minutes, 6 h – 2 h', 'Every 10 minutes, 6 am – 2 am'),
          category: t(locale, 'Transports', 'Getting around'),
        },
        {
          icon: 'charging',
          title: t(locale, 'Bornes de recharge', 'Charging points'),
          text: t(
            locale,
            '120 bornes pour voitures électriques.',
            '120 charging points for electric cars.',
          ),
          location: t(locale, 'Parkings Bleu et Houx', 'Bleu and Houx car parks'),
          category: t(locale, 'Transports', 'Getting around'),
        },
        {
          icon: 'wifi',
          title: t(locale, 'Wi-Fi gratuit', 'Free Wi-Fi'),
          text: t(
            locale,
            'Réseau « Circuit-24h », sans inscription.',
            '“Circuit-24h” network, no sign-up.',
          ),
          location: t(locale, 'Village et tribunes', 'Village and grandstands'),
          category: t(locale, 'Confort', 'Comfort'),
        },
        {
          icon: 'family',
          title: t(locale, 'Espace familles', 'Family area'),
          text: t(
            locale,
            'Jeux, change bébé et coin calme pour les enfants.',
            'Games, baby changing and a quiet corner for children.',
          ),
          hours: t(locale, '9 h – 20 h', '9 am – 8 pm'),
          location: t(locale, 'Village, allée des Stands', 'Village, Stands alley'),
          category: t(locale, 'Confort', 'Comfort'),
        },
        {
          icon: 'water',
          title: t(locale, 'Fontaines à eau', 'Water fountains'),
          text: t(
            locale,
            'Eau potable gratuite : pensez à votre gourde.',
            'Free drinking water: bring your bottle.',
          ),
          category: t(locale, 'Confort', 'Comfort'),
        },
      ],
    },
  }),
  'seminar-map': (locale, ctx) => ({
    data: {
      title: t(locale, 'Nos espaces sur le circuit', 'Our venues at the circuit'),
      text: t(
        locale,
        'Six lieux pour vos réunions, du bord de piste au musée. Choisissez-en un sur le plan ou dans la liste.',
        'Six places for your meetings, from the trackside to the museum. Pick one on the plan or in the list.',
      ),
      venues: [
        {
          id: 'salon-panoramique',
          name: t(locale, 'Salon panoramique', 'Panoramic lounge'),
          x: 460,
          y: 463,
          capacity: 200,
          surface: 450,
          equipment: [
            t(locale, 'Vidéoprojecteur', 'Projector'),
            t(locale, 'Sonorisation', 'Sound system'),
            'Wi-Fi',
            t(locale, 'Terrasse sur la piste', 'Terrace over the track'),
          ],
          text: t(
            locale,
            'Au-dessus de la voie des stands, baie vitrée sur la ligne droite.',
            'Above the pit lane, with a glass front on the straight.',
          ),
          picture: ctx.picture(
            'images/hospitality.svg',
            t(locale, 'Le salon panoramique', 'The panoramic lounge'),
            1600,
            900,
          ),
        },
        {
          id: 'salle-presse',
          name: t(locale, 'Salle de presse', 'Press room'),
          x: 600,
          y: 515,
          capacity: 80,
          surface: 180,
          equipment: [t(locale, 'Écrans', 'Screens'), t(locale, 'Régie', 'Control room'), 'Wi-Fi'],
        },
        {
          id: 'auditorium-musee',
          name: t(locale, 'Auditorium du musée', 'Museum auditorium'),
          x: 916,
          y: 505,
          capacity: 120,
          surface: 220,
          equipment: [
            t(locale, 'Scène', 'Stage'),
            t(locale, 'Projection 4K', '4K projection'),
            t(locale, 'Micros HF', 'Wireless microphones'),
          ],
          text: t(
            locale,
            'Gradins et scène au milieu des voitures victorieuses.',
            'Tiered seats and a stage among the winning cars.',
          ),
        },
        {
          id: 'chapiteau-village',
          name: t(locale, 'Chapiteau du village', 'Village marquee'),
          x: 520,
          y: 250,
          capacity: 600,
          surface: 1200,
          equipment: [
            t(locale, 'Scène', 'Stage'),
            t(locale, 'Éclairage', 'Lighting'),
            t(locale, 'Cuisine', 'Kitchen'),
          ],
        },
        {
          id: 'loge-tribune',
          name: t(locale, 'Loge de la tribune T12', 'Grandstand T12 box'),
          x: 310,
          y: 379,
          capacity: 40,
          surface: 90,
          equipment: [t(locale, 'Écran', 'Screen'), 'Wi-Fi', t(locale, 'Balcon', 'Balcony')],
        },
        {
          id: 'club-karting',
          name: t(locale, 'Club-house du karting', 'Karting clubhouse'),
          x: 210,
          y: 520,
          capacity: 60,
          surface: 140,
        },
      ],
    },
  }),
  'seminar-configurator': (locale) => ({
    data: {
      title: t(locale, 'Composez votre séminaire', 'Build your seminar'),
      text: t(
        locale,
        'Réunissez vos équipes au cœur du circuit, à deux pas de la ligne droite des stands. Dites-nous qui vient et quand : nous vous répondons sous deux jours ouvrés.',
        'Bring your teams to the heart of the circuit, a stone’s throw from the pit straight. Tell us who is coming and when: we answer within two working days.',
      ),
      participants: { min: 10, max: 600 },
      maxDays: 3,
      spaces: [
        {
          id: 'salon-panoramique',
          name: t(locale, 'Salon panoramique', 'Panoramic lounge'),
          capacity: 200,
          surface: 450,
          text: t(
            locale,
            'Au-dessus de la voie des stands, baie vitrée sur la ligne droite.',
            'Above the pit lane, with a glass front on the straight.',
          ),
        },
        {
          id: 'salle-presse',
          name: t(locale, 'Salle de presse', 'Press room'),
          capacity: 80,
          surface: 180,
          text: t(
            locale,
            'Pupitres, écrans et régie : l’outil des journalistes les jours de course.',
            'Desks, screens and control room: the journalists’ own on race days.',
          ),
        },
        {
          id: 'auditorium-musee',
          name: t(locale, 'Auditorium du musée', 'Museum auditorium'),
          capacity: 120,
          surface: 220,
          text: t(
            locale,
            'Gradins, scène et projection 4K, au milieu des voitures victorieuses.',
            'Tiered seats, stage and 4K projection, among the winning cars.',
          ),
        },
        {
          id: 'chapiteau-village',
          name: t(locale, 'Chapiteau du village', 'Village marquee'),
          capacity: 600,
          surface: 1200,
          text: t(
            locale,
            'Modulable pour une plénière, un dîner de gala ou une soirée.',
            'Set up for a plenary, a gala dinner or an evening party.',
          ),
        },
      ],
      catering: [
        {
          id: 'accueil',
          label: t(locale, 'Café d’accueil', 'Welcome coffee'),
          text: t(
            locale,
            'Boissons chaudes, jus et viennoiseries.',
            'Hot drinks, juices and pastries.',
          ),
        },
        {
          id: 'dejeuner-assis',
          label: t(locale, 'Déjeuner assis', 'Seated lunch'),
          text: t(locale, 'Trois plats, produits de la Sarthe.', 'Three courses, local produce.'),
        },
        {
          id: 'cocktail',
          label: t(locale, 'Cocktail dînatoire', 'Buffet dinner'),
          text: t(
            locale,
            'Pièces salées et sucrées, boissons.',
            'Savoury and sweet bites, drinks.',
          ),
        },
      ],
      activities: [
        {
          id: 'karting',
          label: t(locale, 'Course de karting', 'Karting race'),
          text: t(
            locale,
            'Sur la piste Alain Prost, par équipes.',
            'On the Alain Prost track, in teams.',
          ),
        },
        {
          id: 'taxi',
          label: t(locale, 'Tours de piste en voiture de course', 'Laps in a race car'),
          text: t(locale, 'Avec un pilote professionnel.', 'With a professional driver.'),
        },
        { id: 'musee', label: t(locale, 'Visite guidée du musée', 'Guided museum tour') },
        {
          id: 'pit-stop',
          label: t(locale, 'Défi arrêt au stand', 'Pit-stop challenge'),
          text: t(
            locale,
            'Changer quatre roues le plus vite possible.',
            'Change four wheels as fast as you can.',
          ),
        },
      ],
      privacyLink: {
        text: t(locale, 'Mentions légales', 'Legal notice'),
        href: autoPaths.legal[locale],
      },
    },
    variants: { tone: 'light' },
  }),
  'seminar-activity-filter': (locale, ctx) => ({
    data: {
      title: t(locale, 'Les activités de vos séminaires', 'Activities for your seminars'),
      text: t(
        locale,
        'Sensations, esprit d’équipe ou patrimoine : ajoutez une activité à votre journée au circuit.',
        'Thrills, team spirit or heritage: add an activity to your day at the circuit.',
      ),
      activities: [
        {
          title: t(locale, 'Course de karting', 'Karting race'),
          category: t(locale, 'Sensations', 'Thrills'),
          duration: 90,
          minParticipants: 8,
          maxParticipants: 60,
          text: t(
            locale,
            'Essais chronométrés puis course d’endurance par équipes sur la piste Alain Prost.',
            'Timed practice, then a team endurance race on the Alain Prost track.',
          ),
          picture: ctx.picture(
            'images/news-start.svg',
            t(locale, 'Un départ de course', 'A race start'),
            1600,
            900,
          ),
        },
        {
          title: t(locale, 'Baptême en voiture de course', 'Passenger laps in a race car'),
          category: t(locale, 'Sensations', 'Thrills'),
          duration: 45,
          maxParticipants: 24,
          text: t(
            locale,
            'Trois tours du circuit Bugatti aux côtés d’un pilote professionnel.',
            'Three laps of the Bugatti circuit beside a professional driver.',
          ),
          picture: ctx.picture(
            'images/test-day.svg',
            t(locale, 'Une voiture en piste', 'A car on track'),
            1600,
            900,
          ),
        },
        {
          title: t(locale, 'Défi arrêt au stand', 'Pit-stop challenge'),
          category: 'Team building',
          duration: 120,
          minParticipants: 10,
          maxParticipants: 80,
          text: t(
            locale,
            'Changer quatre roues et faire le plein, en équipe, contre la montre.',
            'Change four wheels and refuel, as a team, against the clock.',
          ),
          picture: ctx.picture(
            'images/news-pitlane.svg',
            t(locale, 'La voie des stands', 'The pit lane'),
            1600,
            900,
          ),
        },
        {
          title: t(locale, 'Rallye d’orientation', 'Orienteering rally'),
          category: 'Team building',
          duration: 180,
          minParticipants: 20,
          maxParticipants: 200,
          text: t(
            locale,
            'Énigmes et épreuves des tribunes au paddock.',
            'Riddles and trials from the grandstands to the paddock.',
          ),
        },
        {
          title: t(locale, 'Visite guidée du musée', 'Guided museum tour'),
          category: t(locale, 'Patrimoine', 'Heritage'),
          duration: 90,
          maxParticipants: 150,
          text: t(
            locale,
            'Cent ans de course en voitures victorieuses, racontées par un guide.',
            'A hundred years of racing in winning cars, told by a guide.',
          ),
          picture: ctx.picture(
            'images/news-podium.svg',
            t(locale, 'Un podium', 'A podium'),
            1600,
            900,
          ),
        },
        {
          title: t(locale, 'Stage de pilotage', 'Driving course'),
          category: t(locale, 'Sensations', 'Thrills'),
          duration: 270,
          minParticipants: 6,
          maxParticipants: 30,
          text: t(
            locale,
            'Théorie, freinage, trajectoires, puis séances au volant sur le circuit.',
            'Theory, braking and racing lines, then sessions at the wheel on the circuit.',
          ),
        },
      ],
    },
  }),
  'entity-presentation-sheet': (locale, ctx) => ({
    data: {
      kicker: t(locale, 'Le club organisateur', 'The organising club'),
      name: 'Automobile Club de l’Ouest',
      picture: ctx.picture(
        'images/hero-aco.svg',
        t(locale, 'Le siège du club, au bord du circuit', 'The club’s head office, by the circuit'),
        1600,
        900,
      ),
      description: t(
        locale,
        'Fondé en 1906 au Mans, le club organise les 24 Heures du Mans depuis 1923 et fait vivre le circuit toute l’année.',
        'Founded in Le Mans in 1906, the club has run the 24 Hours of Le Mans since 1923 and keeps the circuit alive all year.',
      ),
      facts: [
        { label: t(locale, 'Fondation', 'Founded'), value: '1906' },
        {
          label: t(locale, 'Siège', 'Head office'),
          value: 'Circuit des 24 Heures\n72019 Le Mans Cedex 2',
        },
        { label: t(locale, 'Présidente', 'President'), value: 'Claire Besnard' },
        { label: t(locale, 'Membres', 'Members'), value: t(locale, '48 500', '48,500') },
      ],
      website: { href: 'https://www.aco.example/' },
      email: 'contact@aco.example',
      phone: '+33 2 43 40 24 24',
      cta: {
        text: t(locale, 'La prévente membres', 'The member presale'),
        href: autoPaths.memberPresale[locale],
        style: 'primary',
      },
    },
    variants: { tone: 'light' },
  }),
  'delegations-territoriales': (locale) => {
    const delegation = (
      department: string,
      slug: string,
      region: string,
      delegate: string,
      address: string,
      phone?: string,
    ) => ({
      name: t(locale, `Délégation ${department}`, `${department} delegation`),
      region,
      delegate,
      address,
      email: `${slug}@aco.example`,
      ...(phone ? { phone } : {}),
    });
    const loire = 'Pays de la Loire';
    const bretagne = t(locale, 'Bretagne', 'Brittany');
    const normandie = t(locale, 'Normandie', 'Normandy');
    return {
      data: {
        title: t(locale, 'Nos délégations en région', 'Our regional delegations'),
        text: t(
          locale,
          'Près de chez vous, une délégation du club organise sorties, stages de conduite et soirées autour des 24 Heures.',
          'Near you, a club delegation runs outings, driving courses and evenings around the 24 Hours.',
        ),
        delegations: [
          delegation(
            'Sarthe',
            'sarthe',
            loire,
            'Amélie Chauvin',
            'Circuit des 24 Heures\n72019 Le Mans',
            '02 43 40 24 24',
          ),
          delegation(
            'Mayenne',
            'mayenne',
            loire,
            'Luc Hamon',
            '12 quai de Bootz\n53000 Laval',
            '02 43 53 10 10',
          ),
          delegation(
            'Ille-et-Vilaine',
            'ille-et-vilaine',
            bretagne,
            'Karim Belkacem',
            '9 place de Bretagne\n35000 Rennes',
            '02 99 30 20 20',
          ),
          delegation(
            'Finistère',
            'finistere',
            bretagne,
            'Gwenaëlle Le Goff',
            '2 rue de Siam\n29200 Brest',
          ),
          delegation(
            'Calvados',
            'calvados',
            normandie,
            'Étienne Lebrun',
            '18 rue Écuyère\n14000 Caen',
            '02 31 86 00 00',
          ),
        ],
      },
    };
  },
  'image-text-grid': (locale, ctx) => ({
    data: {
      title: t(locale, 'Le circuit toute l’année', 'The circuit all year round'),
      text: t(
        locale,
        'Entre deux éditions des 24 Heures, le circuit accueille courses, essais et visiteurs.',
        'Between two editions of the 24 Hours, the circuit hosts races, tests and visitors.',
      ),
      layout: 'two-by-two',
      tiles: [
        {
          kind: 'picture',
          picture: ctx.picture(
            'images/test-day.svg',
            t(locale, 'Des voitures en piste', 'Cars on track'),
            1600,
            900,
          ),
          caption: t(
            locale,
            'La journée test, une semaine avant la course.',
            'Test day, a week before the race.',
          ),
        },
        {
          kind: 'text',
          title: t(locale, 'La journée test', 'Test day'),
          text: t(
            locale,
            'Les équipages découvrent la piste devant un public venu en voisin.',
            'The crews learn the track in front of a crowd of neighbours.',
          ),
          cta: {
            text: t(locale, 'En savoir plus', 'Find out more'),
            href: autoPaths.testDay[locale],
            style: 'primary',
          },
        },
        {
          kind: 'text',
          title: t(locale, 'Le paddock ouvert', 'The open paddock'),
          text: t(
            locale,
            'Pendant la semaine de course, approchez les équipes et leurs voitures.',
            'During race week, get close to the teams and their cars.',
          ),
        },
        {
          kind: 'picture',
          picture: ctx.picture(
            'images/paddock.svg',
            t(locale, 'Le paddock', 'The paddock'),
            1600,
            900,
          ),
          caption: t(locale, 'Le paddock, derrière les stands.', 'The paddock, behind the pits.'),
        },
      ],
    },
    variants: { tone: 'light' },
  }),
  'sea-palmares': (locale) => ({
    data: {
      title: t(locale, 'Palmarès de l’Académie', 'The Academy’s record'),
      intro: t(
        locale,
        'Les titres et podiums de nos pilotes depuis la création de la filière.',
        'Our drivers’ titles and podiums since the programme began.',
      ),
      entries: [
        {
          season: 2025,
          championship: 'European Le Mans Series – LMP3',
          drivers: ['Théo Marchand', 'Lucas Petit', 'Jonas Lindqvist'],
          result: 'Champion',
          car: 'Ligier JS P325',
          team: 'Sarthe Academy Racing',
        },
        {
          season: 2025,
          championship: t(locale, '24 Heures du Mans – LMGT3', '24 Hours of Le Mans – LMGT3'),
          drivers: ['Sarah Whitfield', 'Inès Caron', 'Laura Ferreira'],
          result: t(locale, '2e', '2nd'),
          car: 'Porsche 911 GT3 R',
          team: 'Iron Dames Academy',
        },
        {
          season: 2024,
          championship: 'Michelin Le Mans Cup – LMP3',
          drivers: ['Lucas Petit', 'Inès Caron'],
          result: 'Champion',
          car: 'Ligier JS P320',
          team: 'Sarthe Academy Racing',
        },
        {
          season: 2023,
          championship: 'Michelin Le Mans Cup – LMP3',
          drivers: ['Théo Marchand', 'Hugo Lebrun'],
          result: t(locale, '3e', '3rd'),
          car: 'Ligier JS P320',
          team: 'Sarthe Academy Racing',
        },
        {
          season: 2022,
          championship: t(locale, 'Championnat de France F4', 'French F4 Championship'),
          drivers: ['Théo Marchand'],
          result: 'Champion',
          car: 'Mygale M21-F4',
        },
      ],
    },
  }),
  'centered-title-text': (locale) => ({
    data: {
      kicker: t(locale, 'Centenaire', 'Centenary'),
      title: t(locale, 'Cent ans de légende', 'A hundred years of legend'),
      text: t(
        locale,
        'Depuis 1923, les plus grands constructeurs viennent chercher ici la victoire la plus difficile du monde.',
        'Since 1923 the greatest manufacturers have come here to chase the hardest victory in the world.',
      ),
      cta: {
        text: t(locale, 'Toutes les actualités', 'All the news'),
        href: autoPaths.news[locale],
        style: 'transparent',
      },
      alignment: 'centeredPadded',
    },
    variants: { tone: 'light' },
  }),
  'sea-presentation': (locale, ctx) => ({
    data: {
      kicker: 'Sport & Endurance Academy',
      title: t(
        locale,
        'Former les pilotes d’endurance de demain',
        'Training tomorrow’s endurance drivers',
      ),
      text: t(
        locale,
        'Depuis 2019, l’Académie accompagne des pilotes de 14 à 22 ans du karting jusqu’aux 24 Heures : pilotage, préparation physique, ingénierie et média, au cœur du circuit.\nLes candidatures pour la prochaine promotion sont ouvertes jusqu’au 31 octobre.',
        'Since 2019, the Academy has guided drivers aged 14 to 22 from karting to the 24 Hours: driving, fitness, engineering and media, at the heart of the circuit.\nApplications for the next intake are open until 31 October.',
      ),
      picture: ctx.picture(
        'images/hero-karting.svg',
        t(locale, 'Des élèves de l’Académie en piste', 'Academy students on track'),
        1600,
        900,
      ),
      pillarsTitle: t(locale, 'Nos piliers', 'Our pillars'),
      pillars: [
        {
          icon: 'steering-wheel',
          title: t(locale, 'Pilotage', 'Driving'),
          text: t(
            locale,
            'Des séances au circuit Bugatti et au simulateur, encadrées par des pilotes professionnels.',
            'Sessions on the Bugatti circuit and in the simulator, coached by professional drivers.',
          ),
        },
        {
          icon: 'heart',
          title: t(locale, 'Préparation physique', 'Fitness'),
          text: t(
            locale,
            'Un suivi individuel pour tenir un relais de nuit de trois heures.',
            'One-to-one coaching to last a three-hour night stint.',
          ),
        },
        {
          icon: 'graduation',
          title: t(locale, 'Études', 'Studies'),
          text: t(
            locale,
            'Des horaires aménagés avec les lycées et universités partenaires.',
            'Adapted timetables with partner schools and universities.',
          ),
        },
        {
          icon: 'team',
          title: t(locale, 'Esprit d’équipe', 'Team spirit'),
          text: t(
            locale,
            'Partager une voiture, des données et des décisions avec ses équipiers.',
            'Sharing a car, data and decisions with team-mates.',
          ),
        },
      ],
      cta: {
        text: t(locale, 'Candidater', 'Apply'),
        href: 'https://www.aco.example/academie',
        style: 'primary',
        target: '_blank',
      },
      alignment: 'left',
    },
    variants: { tone: 'light' },
  }),
  'sea-projects': (locale, ctx) => ({
    data: {
      title: t(locale, 'Les projets de l’Académie', 'The Academy’s projects'),
      intro: t(
        locale,
        'De la piste à l’atelier, les projets menés avec nos pilotes, ingénieurs et partenaires.',
        'From the track to the workshop, projects run with our drivers, engineers and partners.',
      ),
      projects: [
        {
          title: t(locale, 'Filière Espoirs Endurance', 'Endurance Hopefuls pathway'),
          status: 'ongoing',
          year: 2023,
          summary: t(
            locale,
            'Six jeunes pilotes accompagnés du karting jusqu’au prototype LMP3, saison après saison.',
            'Six young drivers guided from karting to an LMP3 prototype, season after season.',
          ),
          picture: ctx.picture('images/hero-karting.svg', '', 1600, 900),
          href: 'https://www.karting-24h.example/',
        },
        {
          title: t(locale, 'Équipage 100 % féminin', 'All-female crew'),
          status: 'ongoing',
          year: 2024,
          summary: t(
            locale,
            'Trois pilotes formées par l’Académie visent le départ des 24 Heures en LMGT3.',
            'Three drivers trained by the Academy aim for the 24 Hours start in LMGT3.',
          ),
          picture: ctx.picture('images/news-pitlane.svg', '', 1600, 900),
        },
        {
          title: t(locale, 'Simulateur pédagogique', 'Training simulator'),
          status: 'finished',
          year: 2022,
          summary: t(
            locale,
            'Un simulateur du circuit des 24 Heures pour préparer les relais de nuit.',
            'A simulator of the 24 Hours circuit to prepare night stints.',
          ),
          picture: ctx.picture('images/news-night.svg', '', 1600, 900),
        },
        {
          title: t(locale, 'Carburant renouvelable en course', 'Renewable fuel in racing'),
          status: 'finished',
          year: 2021,
          summary: t(
            locale,
            'Les ingénieurs de l’Académie ont testé un carburant 100 % renouvelable en LMP3.',
            'The Academy’s engineers tested a 100% renewable fuel in LMP3.',
          ),
          picture: ctx.picture('images/paddock.svg', '', 1600, 900),
          href: autoPaths.news[locale],
        },
      ],
    },
  }),
  'trophy-list': (locale, ctx) => ({
    data: {
      title: t(locale, 'Trophées du club', 'Club trophies'),
      intro: t(
        locale,
        'Chaque année, le club récompense celles et ceux qui font vivre l’endurance.',
        'Every year, the club rewards those who keep endurance racing alive.',
      ),
      layout: 'grid',
      yearFilter: true,
      trophies: [
        {
          name: t(locale, 'Trophée de l’Endurance', 'Endurance Trophy'),
          year: 2025,
          laureate: 'Sarthe Academy Racing',
          description: t(
            locale,
            'Le meilleur équipage de la saison sur l’ensemble des courses d’endurance.',
            'The best crew of the season across every endurance race.',
          ),
          picture: ctx.picture(
            'images/news-podium.svg',
            t(locale, 'L’équipage sur le podium', 'The crew on the podium'),
            1600,
            900,
          ),
        },
        {
          name: t(locale, 'Prix de l’Esprit d’équipe', 'Team Spirit Award'),
          year: 2025,
          laureate: 'Iron Dames Academy',
          description: t(
            locale,
            'Pour un relais de nuit mené sous la pluie, sans une erreur.',
            'For a flawless night stint in the rain.',
          ),
          picture: ctx.picture(
            'images/news-night.svg',
            t(locale, 'Un relais de nuit', 'A night stint'),
            1600,
            900,
          ),
        },
        {
          name: t(locale, 'Trophée Jeune Espoir', 'Young Hopeful Trophy'),
          year: 2024,
          laureate: 'Théo Marchand',
          description: t(
            locale,
            'Le plus jeune pilote à boucler les 24 Heures dans le top 10 de sa catégorie.',
            'The youngest driver to finish the 24 Hours in the top 10 of their class.',
          ),
          picture: ctx.picture(
            'images/news-start.svg',
            t(locale, 'Le départ de la course', 'The start of the race'),
            1600,
            900,
          ),
        },
        {
          name: t(locale, 'Volant d’or des commissaires', 'Marshals’ Golden Wheel'),
          year: 2024,
          laureate: t(locale, 'Commissaires de la Sarthe', 'Sarthe marshals'),
          href: autoPaths.practical[locale],
        },
      ],
    },
    variants: { tone: 'light', style: 'secondary' },
  }),
  animation: (locale) => ({
    data: {
      title: t(locale, 'Les 24 Heures en un tour', 'The 24 Hours in one lap'),
      intro: t(
        locale,
        'Un tour de piste pour un tour d’horloge : les grands moments de la course.',
        'One lap of the track for one turn of the clock: the great moments of the race.',
      ),
      moments: [
        {
          at: 0.03,
          label: t(locale, '16:00', '4 pm'),
          title: t(locale, 'Le départ', 'The start'),
          caption: t(
            locale,
            '62 voitures s’élancent sous le drapeau tricolore devant 300 000 spectateurs.',
            '62 cars take the French flag in front of 300,000 spectators.',
          ),
        },
        {
          at: 0.17,
          label: t(locale, '20:00', '8 pm'),
          title: t(locale, 'Le coucher du soleil', 'Sunset'),
          caption: t(
            locale,
            'Les équipes passent aux pneus de nuit ; les premiers abandons tombent.',
            'Teams switch to night tyres; the first retirements come.',
          ),
        },
        {
          at: 0.33,
          label: t(locale, '00:00', 'Midnight'),
          title: t(locale, 'Minuit, phares allumés', 'Headlights on'),
          caption: t(
            locale,
            'Les voitures filent à plus de 330 km/h dans les Hunaudières, de nuit.',
            'Cars top 330 km/h down the Hunaudières straight, in the dark.',
          ),
        },
        {
          at: 0.65,
          label: t(locale, '07:30', '7:30 am'),
          title: t(locale, 'Le lever du jour', 'Daybreak'),
          caption: t(
            locale,
            'La brume se lève sur Mulsanne : les écarts se comptent en tours.',
            'The mist lifts over Mulsanne: gaps are counted in laps.',
          ),
        },
        {
          at: 0.95,
          label: t(locale, '16:00', '4 pm'),
          title: t(locale, 'Le drapeau à damier', 'The chequered flag'),
          caption: t(
            locale,
            'Le vainqueur a parcouru plus de 5 000 km ; le public envahit la piste.',
            'The winner has covered more than 5,000 km; the crowd floods the track.',
          ),
        },
      ],
      duration: 5000,
      loop: true,
    },
    variants: { tone: 'dark' },
  }),
  PUSH_EDITO: (locale, ctx) => ({
    data: {
      title: t(locale, 'À ne pas manquer', 'Not to be missed'),
      layout: 'row',
      items: [
        {
          kicker: t(locale, 'Jeudi', 'Thursday'),
          title: 'Paddock Walk',
          text: t(
            locale,
            'Approchez les voitures et les équipes dans la voie des stands.',
            'Get close to the cars and the teams in the pit lane.',
          ),
          picture: ctx.picture(
            'images/paddock.svg',
            t(locale, 'La voie des stands', 'The pit lane'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Réserver le Paddock Walk', 'Book the Paddock Walk'),
            href: autoPaths.tickets[locale],
          },
        },
        {
          kicker: t(locale, 'Hospitalités', 'Hospitality'),
          title: t(locale, 'Le Club Tertre Rouge', 'The Tertre Rouge Club'),
          text: t(
            locale,
            'Une terrasse sur la ligne droite et une cuisine de chef.',
            'A terrace on the straight and a chef’s menu.',
          ),
          picture: ctx.picture(
            'images/hospitality.svg',
            t(locale, 'Salon hospitalité', 'Hospitality lounge'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Découvrir les hospitalités', 'Discover hospitality'),
            href: autoPaths.hospitality[locale],
          },
        },
        {
          kicker: t(locale, 'Samedi', 'Saturday'),
          title: t(locale, 'Le départ', 'The start'),
          text: t(
            locale,
            'À 16 h, soixante-deux voitures s’élancent pour vingt-quatre heures.',
            'At 4 pm, sixty-two cars set off for twenty-four hours.',
          ),
          picture: ctx.picture(
            'images/grandstand.svg',
            t(locale, 'La tribune principale', 'The main grandstand'),
            1600,
            900,
          ),
          cta: {
            text: t(locale, 'Choisir ma tribune', 'Choose my grandstand'),
            href: autoPaths.tickets[locale],
          },
        },
      ],
    },
  }),
  // The race week comes from `auto/program-events`, in the browser.
  program: (locale) => ({
    data: {
      title: t(locale, 'La semaine de course', 'Race week'),
      cta: {
        text: t(locale, 'Tout le programme', 'The full schedule'),
        href: autoPaths.program[locale],
        style: 'simple-light',
      },
    },
  }),
  // The whole catalogue with its filters: no page of the site lists every ticket (each page sells its
  // own kind), so the guide shows it here.
  'tickets-grid-with-filters': (locale) => ({
    data: {
      title: t(locale, 'Toute la billetterie', 'Every ticket'),
      filters: [
        { value: 'track', label: t(locale, 'Circuit', 'Track') },
        { value: 'hospitality', label: t(locale, 'Hospitalités', 'Hospitality') },
        { value: 'parking', label: t(locale, 'Parkings', 'Parking') },
        { value: 'accomodation', label: t(locale, 'Hébergement', 'Accommodation') },
        { value: 'supplement', label: t(locale, 'Suppléments', 'Extras') },
      ],
      ticketSecutixIds: Object.values(ticketIds),
    },
  }),
  // The generator adds new types' examples above this line.
};

/** Types whose example is the first block of that type on the site's other pages. */
export const seededExamples: string[] = [
  'highlighted-tickets',
  'ticket-page',
  'alternating-list',
  'card-description-list',
  'editorial',
  'news-full',
  'news-section',
  'partners',
  'event-card-slider',
  'shared-content',
  'social-wall',
  'gallery',
  'iframe',
  'youtube',
  'cross-sell',
  'hospitalities',
  'program-full',
  'tickets-comparator',
  'strate-ticketing-pushes',
  'tickets-menu',
  'intro-shop',
];

/**
 * The style guide of `site`: a title, then every example above, then the seeded examples found on
 * `others` (the site's other pages).
 */
export function styleGuidePage(
  ctx: SeedContext,
  site: SiteId,
  others: readonly PageDef[],
): PageDef {
  return {
    identifier: 'style-guide',
    site,
    paths: autoPaths.styleGuide,
    layout: 'default',
    crawlable: false,
    hidePartnersFooter: true,
    content: (locale) => ({
      title: t(locale, 'Guide de style des blocs', 'Block style guide'),
      description: t(
        locale,
        'Un exemple de chaque bloc de contenu du site.',
        'An example of every content block of the site.',
      ),
      blocks: [
        block('guide-titre', 'title', {
          title: t(locale, 'Guide de style des blocs', 'Block style guide'),
          level: 1,
        }),
        ...Object.entries(blockExamples).map(([type, example]) => {
          const { data, variants } = example(locale, ctx);
          return block(`exemple-${type}`, type as Block['type'], data, variants);
        }),
        ...seededExamples.flatMap((type) => {
          const found = others
            .flatMap((page) => page.content(locale).blocks)
            .find((each) => each.type === type);
          return found ? [{ ...found, id: `exemple-${type}`, anchor: undefined }] : [];
        }),
      ],
    }),
  };
}

import type { TicketPerksData } from '@paddock/api-clients/blocks';

/** What the race-week ticket includes, with a comparison note and the call to the shop. */
export const weekPerksFr: TicketPerksData = {
  title: 'Ce que comprend votre billet semaine',
  text: 'Du mercredi au dimanche, vivez toute la semaine de course, des essais au drapeau à damier.',
  items: [
    {
      icon: 'paddock',
      title: 'Accès paddock',
      text: 'Le jeudi et le vendredi, au plus près des équipes.',
    },
    {
      icon: 'grandstand',
      title: 'Tribunes non numérotées',
      text: 'Places libres en tribunes Dunlop et Tertre Rouge.',
    },
    { icon: 'pit-walk', title: 'Pit walk', text: 'Vendredi matin, dans la voie des stands.' },
    { icon: 'concert', title: 'Concerts', text: 'Chaque soir sur la scène du village.' },
    { icon: 'camping', title: 'Camping possible', text: 'Avec un supplément emplacement.' },
    { icon: 'screen', title: 'Écrans géants', text: 'Toute la course, de jour comme de nuit.' },
  ],
  note: 'Le billet week-end donne les mêmes accès, le samedi et le dimanche seulement.',
  cta: {
    text: 'Réserver mon billet',
    href: '/fr/billetterie/enceinte-et-tribunes',
    style: 'primary',
  },
};

export const weekPerksEn: TicketPerksData = {
  title: 'What your race-week ticket includes',
  text: 'From Wednesday to Sunday, live the whole race week, from practice to the chequered flag.',
  items: [
    {
      icon: 'paddock',
      title: 'Paddock access',
      text: 'On Thursday and Friday, close to the teams.',
    },
    {
      icon: 'grandstand',
      title: 'Unnumbered grandstands',
      text: 'Free seating in the Dunlop and Tertre Rouge grandstands.',
    },
    { icon: 'pit-walk', title: 'Pit walk', text: 'Friday morning, in the pit lane.' },
    { icon: 'concert', title: 'Concerts', text: 'Every evening on the village stage.' },
    { icon: 'camping', title: 'Camping available', text: 'With a pitch supplement.' },
    { icon: 'screen', title: 'Giant screens', text: 'The whole race, day and night.' },
  ],
  note: 'The weekend ticket gives the same access, on Saturday and Sunday only.',
  cta: {
    text: 'Book my ticket',
    href: '/en/tickets/general-admission-and-grandstands',
    style: 'primary',
  },
};

/** The ticketing home's "why book here" block of the seed: no note, no call to action. */
export const whyBookFr: TicketPerksData = {
  title: 'Pourquoi réserver ici',
  items: [
    {
      icon: 'ticket',
      title: 'Billet électronique',
      text: 'Sur votre mobile, sans file d’attente.',
    },
    {
      icon: 'member',
      title: 'Tarifs membres',
      text: 'Jusqu’à 20 % de remise pour les membres ACO.',
    },
    { icon: 'shield', title: 'Paiement sécurisé', text: 'Carte bancaire, paiement en trois fois.' },
    { icon: 'refund', title: 'Assurance annulation', text: 'Remboursé en cas d’imprévu.' },
  ],
};

export const whyBookEn: TicketPerksData = {
  title: 'Why book here',
  items: [
    { icon: 'ticket', title: 'E-ticket', text: 'On your phone, no queueing.' },
    { icon: 'member', title: 'Member prices', text: 'Up to 20% off for ACO members.' },
    { icon: 'shield', title: 'Secure payment', text: 'Card payment, in three instalments.' },
    { icon: 'refund', title: 'Cancellation insurance', text: 'Refunded if plans change.' },
  ],
};

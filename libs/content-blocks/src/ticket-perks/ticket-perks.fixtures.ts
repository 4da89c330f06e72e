import type { TicketPerksData } from '@paddock/api-clients/blocks';
import { inLocales } from '../kit/fixtures/locales.js';

/** What the race-week ticket includes, with a comparison note and the call to the shop. */
export const { fr: weekPerksFr, en: weekPerksEn } = inLocales<TicketPerksData>((t) => ({
  title: t('Ce que comprend votre billet semaine', 'What your race-week ticket includes'),
  text: t(
    'Du mercredi au dimanche, vivez toute la semaine de course, des essais au drapeau à damier.',
    'From Wednesday to Sunday, live the whole race week, from practice to the chequered flag.',
  ),
  items: [
    {
      icon: 'paddock',
      title: t('Accès paddock', 'Paddock access'),
      text: t(
        'Le jeudi et le vendredi, au plus près des équipes.',
        'On Thursday and Friday, close to the teams.',
      ),
    },
    {
      icon: 'grandstand',
      title: t('Tribunes non numérotées', 'Unnumbered grandstands'),
      text: t(
        'Places libres en tribunes Dunlop et Tertre Rouge.',
        'Free seating in the Dunlop and Tertre Rouge grandstands.',
      ),
    },
    {
      icon: 'pit-walk',
      title: 'Pit walk',
      text: t('Vendredi matin, dans la voie des stands.', 'Friday morning, in the pit lane.'),
    },
    {
      icon: 'concert',
      title: 'Concerts',
      text: t('Chaque soir sur la scène du village.', 'Every evening on the village stage.'),
    },
    {
      icon: 'camping',
      title: t('Camping possible', 'Camping available'),
      text: t('Avec un supplément emplacement.', 'With a pitch supplement.'),
    },
    {
      icon: 'screen',
      title: t('Écrans géants', 'Giant screens'),
      text: t('Toute la course, de jour comme de nuit.', 'The whole race, day and night.'),
    },
  ],
  note: t(
    'Le billet week-end donne les mêmes accès, le samedi et le dimanche seulement.',
    'The weekend ticket gives the same access, on Saturday and Sunday only.',
  ),
  cta: {
    text: t('Réserver mon billet', 'Book my ticket'),
    href: t(
      '/fr/billetterie/enceinte-et-tribunes',
      '/en/tickets/general-admission-and-grandstands',
    ),
    style: 'primary',
  },
}));

/** The ticketing home's "why book here" block of the seed: no note, no call to action. */
export const { fr: whyBookFr, en: whyBookEn } = inLocales<TicketPerksData>((t) => ({
  title: t('Pourquoi réserver ici', 'Why book here'),
  items: [
    {
      icon: 'ticket',
      title: t('Billet électronique', 'E-ticket'),
      text: t('Sur votre mobile, sans file d’attente.', 'On your phone, no queueing.'),
    },
    {
      icon: 'member',
      title: t('Tarifs membres', 'Member prices'),
      text: t('Jusqu’à 20 % de remise pour les membres ACO.', 'Up to 20% off for ACO members.'),
    },
    {
      icon: 'shield',
      title: t('Paiement sécurisé', 'Secure payment'),
      text: t('Carte bancaire, paiement en trois fois.', 'Card payment, in three instalments.'),
    },
    {
      icon: 'refund',
      title: t('Assurance annulation', 'Cancellation insurance'),
      text: t('Remboursé en cas d’imprévu.', 'Refunded if plans change.'),
    },
  ],
}));

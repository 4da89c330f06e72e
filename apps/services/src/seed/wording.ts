/**
 * Wording lists: the CMS texts the site shows by key (GET wording/{listIdentifier}), in French and
 * English. Placeholders use double braces (SPEC §9): `{{max}}`, `{{productName}}`.
 */
import type { WordingList } from '@paddock/api-clients/contracts';
import { locales, type Both } from './context';
import type { Seed } from './types';

type Entries = Record<string, Both<string>>;

const common: Entries = {
  'modal.login.title': { fr: 'Connexion', en: 'Log in' },
  'modal.login.accountNotFound': {
    fr: 'Aucun compte ne correspond à cet e-mail et ce mot de passe. Vous pouvez créer un compte en quelques minutes.',
    en: 'No account matches this email and password. You can create one in a few minutes.',
  },
  'modal.login.createAccount': { fr: 'Créer un compte', en: 'Create an account' },
  'modal.login.forgotPassword': { fr: 'Mot de passe oublié ?', en: 'Forgot your password?' },
  'modal.login.stayConnected': { fr: 'Rester connecté', en: 'Stay logged in' },
  'modal.account.edit': { fr: 'Modifier mon compte', en: 'Edit my account' },
  'modal.account.logout': { fr: 'Se déconnecter', en: 'Log out' },
  'account.lostPasswordEmailSend': {
    fr: 'Si un compte existe pour cette adresse, vous allez recevoir un e-mail pour choisir un nouveau mot de passe.',
    en: 'If an account exists for this address, you will receive an email to choose a new password.',
  },
  'account.memberOnly': {
    fr: 'Vous devez vous connecter pour acheter un billet membre.',
    en: 'You need to login to buy a member ticket',
  },
  'form.required': { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  'alert.close': { fr: 'Fermer l’alerte', en: 'Close the alert' },
  'partners.all': { fr: 'Tous les partenaires', en: 'All partners' },
  'footer.followUs': { fr: 'Suivez-nous', en: 'Follow us' },
  'menu.universes': { fr: 'Univers ACO', en: 'ACO universes' },
  'countdown.label': { fr: 'Départ dans {{days}} jours', en: 'Start in {{days}} days' },
};

const ticketing: Entries = {
  'checkout.addToCart.error': {
    fr: 'Nous n’avons pas pu ajouter ces billets à votre panier. Merci de réessayer dans quelques instants.',
    en: 'We could not add these tickets to your cart. Please try again in a moment.',
  },
  'checkout.addToCart.error.invalidQty': {
    fr: 'Vous ne pouvez pas commander plus de {{max}} billet(s) « {{productName}} ».',
    en: 'You cannot order more than {{max}} “{{productName}}” ticket(s).',
  },
  'checkout.addToCart.error.memberOnly': {
    fr: 'Ce tarif est réservé aux membres ACO connectés.',
    en: 'This price is for logged-in ACO members only.',
  },
  'checkout.addToCart.success': {
    fr: 'Ajouté à votre panier',
    en: 'Added to your cart',
  },
  'checkout.cart.validity': {
    fr: 'Votre panier est conservé {{minutes}} minutes.',
    en: 'Your cart is kept for {{minutes}} minutes.',
  },
  'checkout.cart.display': { fr: 'Voir le panier', en: 'Display cart' },
  'checkout.cart.pay': { fr: 'Passer au paiement', en: 'Proceed to checkout' },
  'checkout.crossSells.title': {
    fr: 'Complétez votre séjour',
    en: 'Complete your stay',
  },
  'tickets.soldOut': { fr: 'Complet', en: 'Sold out' },
  'tickets.lastPlaces': { fr: 'Dernières places', en: 'Last places' },
  'tickets.from': { fr: 'À partir de {{price}}', en: 'From {{price}}' },
  'tickets.memberPrice': { fr: 'Tarif membre', en: 'Member price' },
  'stands.title': { fr: 'Choisissez vos places', en: 'Choose your seats' },
  'stands.step.stands': { fr: 'Tribune', en: 'Stand' },
  'stands.step.seats': { fr: 'Places', en: 'Seats' },
  'stands.step.prices': { fr: 'Tarifs', en: 'Prices' },
  'stands.editSeats': { fr: 'Modifier les places', en: 'Edit seats' },
  'stands.error.empty': { fr: 'Champ vide', en: 'Field is empty' },
  'stands.error.group': { fr: 'Erreur de groupe', en: 'Group error' },
  'stands.backToTopView': { fr: 'Retour à la vue du circuit', en: 'Back to the circuit view' },
};

const lists: Record<string, Entries> = { common, ticketing };

export function buildWordingLists(): Seed['wordingLists'] {
  return Object.entries(lists).flatMap(([identifier, entries]) =>
    locales.map((locale) => {
      const list: WordingList = {
        identifier,
        entries: Object.fromEntries(
          Object.entries(entries).map(([key, text]) => [key, text[locale]]),
        ),
      };
      return { locale, list };
    }),
  );
}

import type { Locale, WordingList } from '@paddock/api-clients/contracts';

/** CMS texts; placeholders use double braces (SPEC §9). */
const lists: Record<string, Record<Locale, Record<string, string>>> = {
  common: {
    fr: {
      'modal.login.accountNotFound': 'Aucun compte ne correspond à ces identifiants.',
      'account.lostPasswordEmailSend':
        'Si un compte existe pour cette adresse, un courriel vient de lui être envoyé.',
      'alert.close': 'Fermer le message',
      'footer.allPartners': 'Tous les partenaires',
    },
    en: {
      'modal.login.accountNotFound': 'No account matches these details.',
      'account.lostPasswordEmailSend':
        'If an account exists for this address, an email has just been sent to it.',
      'alert.close': 'Close the message',
      'footer.allPartners': 'All partners',
    },
  },
  ticketing: {
    fr: {
      'checkout.addToCart.error':
        "Ce billet n'a pas pu être ajouté au panier. Réessayez dans un instant.",
      'checkout.addToCart.error.invalidQty':
        'Vous pouvez prendre au plus {{max}} billets « {{productName}} ».',
      'checkout.cart.validity': 'Votre panier est réservé pour un temps limité.',
      'stands.error.empty': 'Ce champ est vide',
      'stands.error.group': 'Erreur de groupe',
      'stands.memberOnly': 'Vous devez vous connecter pour acheter un billet membre',
    },
    en: {
      'checkout.addToCart.error':
        'This ticket could not be added to the cart. Try again in a moment.',
      'checkout.addToCart.error.invalidQty':
        'You can take at most {{max}} "{{productName}}" tickets.',
      'checkout.cart.validity': 'Your cart is held for a limited time.',
      'stands.error.empty': 'Field is empty',
      'stands.error.group': 'Group error',
      'stands.memberOnly': 'You need to login to buy a member ticket',
    },
  },
};

export function wordingLists(): { locale: Locale; list: WordingList }[] {
  return Object.entries(lists).flatMap(([identifier, byLocale]) =>
    (['fr', 'en'] as const).map((locale) => ({
      locale,
      list: { identifier, entries: byLocale[locale] },
    })),
  );
}

import type { BuyerDetailsField } from './buyer-details.js';

/** The names of the buyer's details, as the informations form and the order's review label them. */
export const buyerDetailsTexts = {
  firstname: /*i18n*/ { id: 'checkout.informations.firstname', message: 'First name' },
  lastname: /*i18n*/ { id: 'checkout.informations.lastname', message: 'Last name' },
  email: /*i18n*/ { id: 'checkout.informations.email', message: 'Email' },
  phone: /*i18n*/ { id: 'checkout.informations.phone', message: 'Phone' },
  street: /*i18n*/ { id: 'checkout.informations.street', message: 'Street address' },
  zipCode: /*i18n*/ { id: 'checkout.informations.zipCode', message: 'Zip code' },
  city: /*i18n*/ { id: 'checkout.informations.city', message: 'City' },
  country: /*i18n*/ { id: 'checkout.informations.country', message: 'Country' },
} satisfies Record<BuyerDetailsField, { id: string; message: string }>;

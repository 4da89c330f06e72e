import type { User } from '@paddock/api-clients';
// The same rules as the order route's contract (one place for them).
import { buyerDetailsRules, isPhoneNumber } from '@paddock/api-clients/lite';
import { buyerDetailsFields, type BuyerDetails } from '../checkout/checkout-state.js';

export type BuyerDetailsField = (typeof buyerDetailsFields)[number];

/** Why a field is refused. */
export type FieldProblem = 'required' | 'email' | 'phone' | 'zipCode';

export type BuyerDetailsErrors = Partial<Record<BuyerDetailsField, FieldProblem>>;

export const noBuyerDetails: BuyerDetails = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  street: '',
  zipCode: '',
  city: '',
  country: '',
};

/** The logged-in member's details, as the form's first values (SPEC §6). */
export function buyerDetailsOf(user: User): BuyerDetails {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.mobile_phone_number?.national_number ?? '',
    street: user.address1,
    zipCode: user.postcode,
    city: user.city,
    country: user.country,
  };
}

/** What is wrong with one field's value, if anything. */
export function problemOf(field: BuyerDetailsField, value: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return 'required';
  switch (field) {
    case 'email':
      return buyerDetailsRules.email.test(text) ? undefined : 'email';
    case 'phone':
      return isPhoneNumber(text) ? undefined : 'phone';
    case 'zipCode':
      return buyerDetailsRules.zipCode.test(text) ? undefined : 'zipCode';
    default:
      return undefined;
  }
}

/** Every field's problem, in the form's order. */
export function validateBuyerDetails(details: BuyerDetails): BuyerDetailsErrors {
  const errors: BuyerDetailsErrors = {};
  for (const field of buyerDetailsFields) {
    const problem = problemOf(field, details[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The details as they are saved: without surrounding spaces. */
export function trimmed(details: BuyerDetails): BuyerDetails {
  const result = { ...details };
  for (const field of buyerDetailsFields) result[field] = details[field].trim();
  return result;
}

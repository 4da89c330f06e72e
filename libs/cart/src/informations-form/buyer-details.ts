import type { User } from '@paddock/api-clients';
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

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the usual separators, an optional leading +; 6 to 15 digits (E.164 allows 15).
const phonePattern = /^\+?[\d\s().-]+$/;
// Letters, digits, spaces and dashes, 3 to 10 characters: 72000, SW1A 1AA, 1010-123.
const zipCodePattern = /^[a-z\d][a-z\d -]{1,8}[a-z\d]$/i;

/** What is wrong with one field's value, if anything. */
export function problemOf(field: BuyerDetailsField, value: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return 'required';
  switch (field) {
    case 'email':
      return emailPattern.test(text) ? undefined : 'email';
    case 'phone': {
      const digits = text.replace(/\D/g, '').length;
      return phonePattern.test(text) && digits >= 6 && digits <= 15 ? undefined : 'phone';
    }
    case 'zipCode':
      return zipCodePattern.test(text) ? undefined : 'zipCode';
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

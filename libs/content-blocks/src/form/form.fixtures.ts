import type { ContentClient, FormAnswers, FormResult } from '@paddock/api-clients';
import type { FormData } from '@paddock/api-clients/blocks';
import { fakeContentClient } from '@paddock/ticketing/testing';

/** The contact form of the practical page. */
export const contactFormFr: FormData = {
  kind: 'contact',
  title: 'Nous écrire',
  text: 'Une question sur la billetterie, l’accès au circuit ou l’accessibilité ? Notre équipe vous répond du lundi au vendredi.',
  fields: [
    { name: 'name', label: 'Nom et prénom', type: 'text', required: true, width: 'half' },
    { name: 'email', label: 'Adresse e-mail', type: 'email', required: true, width: 'half' },
    {
      name: 'phone',
      label: 'Téléphone',
      type: 'tel',
      help: 'Pour vous rappeler si besoin.',
      width: 'half',
    },
    {
      name: 'subject',
      label: 'Sujet',
      type: 'select',
      required: true,
      width: 'half',
      options: [
        { value: 'billetterie', label: 'Billetterie' },
        { value: 'acces', label: 'Accès et parkings' },
        { value: 'accessibilite', label: 'Accessibilité' },
        { value: 'autre', label: 'Autre' },
      ],
    },
    {
      name: 'message',
      label: 'Votre message',
      type: 'textarea',
      required: true,
      minLength: 10,
      maxLength: 2000,
    },
    {
      name: 'consent',
      label: 'J’accepte que mes données servent à répondre à ma demande.',
      type: 'consent',
      required: true,
      link: {
        text: 'Politique de confidentialité',
        href: 'https://www.example.org/confidentialite',
      },
    },
  ],
  submit: { text: 'Envoyer mon message' },
  legal: 'Vos données sont conservées 12 mois et ne sont jamais cédées.',
};

export const contactFormEn: FormData = {
  kind: 'contact',
  title: 'Write to us',
  text: 'A question about tickets, getting to the circuit or accessibility? Our team answers Monday to Friday.',
  fields: [
    { name: 'name', label: 'Full name', type: 'text', required: true, width: 'half' },
    { name: 'email', label: 'Email address', type: 'email', required: true, width: 'half' },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      help: 'So we can call you back if needed.',
      width: 'half',
    },
    {
      name: 'subject',
      label: 'Subject',
      type: 'select',
      required: true,
      width: 'half',
      options: [
        { value: 'billetterie', label: 'Tickets' },
        { value: 'acces', label: 'Access and parking' },
        { value: 'accessibilite', label: 'Accessibility' },
        { value: 'autre', label: 'Other' },
      ],
    },
    {
      name: 'message',
      label: 'Your message',
      type: 'textarea',
      required: true,
      minLength: 10,
      maxLength: 2000,
    },
    {
      name: 'consent',
      label: 'I agree that my details are used to answer my request.',
      type: 'consent',
      required: true,
      link: { text: 'Privacy policy', href: 'https://www.example.org/privacy' },
    },
  ],
  submit: { text: 'Send my message' },
  legal: 'Your details are kept for 12 months and never passed on.',
};

/** A quote request for hospitality (kind hospitality-list): every other type of field. */
export const quoteFormEn: FormData = {
  kind: 'hospitality-list',
  formIdentifier: 'devis-hospitalites',
  title: 'Request a quote',
  text: 'For groups of 10 guests or more: we answer within two working days.',
  fields: [
    {
      name: 'company',
      label: 'Company',
      type: 'text',
      required: true,
      width: 'half',
      maxLength: 160,
    },
    { name: 'email', label: 'Email address', type: 'email', required: true, width: 'half' },
    {
      name: 'guests',
      label: 'Number of guests',
      type: 'number',
      required: true,
      min: 10,
      max: 500,
      width: 'half',
    },
    {
      name: 'day',
      label: 'Day',
      type: 'date',
      required: true,
      min: '2027-06-09',
      max: '2027-06-13',
      width: 'half',
    },
    {
      name: 'zip',
      label: 'Postcode',
      type: 'text',
      pattern: '[0-9]{5}',
      patternMessage: 'Enter a postcode of 5 digits, such as 72000.',
      width: 'half',
    },
    {
      name: 'formula',
      label: 'Formula',
      type: 'radio',
      required: true,
      options: [
        { value: 'club', label: 'Club lounge' },
        { value: 'suite', label: 'Private suite' },
      ],
    },
    {
      name: 'extras',
      label: 'Extras',
      type: 'checkbox',
      options: [
        { value: 'parking', label: 'Reserved parking' },
        { value: 'paddock', label: 'Paddock tour' },
      ],
    },
    {
      name: 'consent',
      label: 'I agree to be contacted about this quote.',
      type: 'consent',
      required: true,
    },
  ],
  submit: { text: 'Ask for my quote', style: 'dark' },
};

/** A form call a fake client received. */
export interface FormCall {
  route: 'contact' | 'submitForm';
  formIdentifier?: string;
  locale: string;
  values: FormAnswers;
}

/**
 * A content client with no network whose forms answer `answer` (a result, or a function of the call,
 * e.g. slow or failing the first time), recording each call in `calls`; every other route `null`.
 */
export function fakeFormsClient(
  answer: FormResult | ((call: FormCall) => Promise<FormResult>),
  calls: FormCall[] = [],
): ContentClient {
  const reply = (call: FormCall) => {
    calls.push(call);
    return typeof answer === 'function' ? answer(call) : Promise.resolve(answer);
  };
  return {
    ...fakeContentClient(null),
    contact: ({ locale, values = {} }) => reply({ route: 'contact', locale, values }),
    submitForm: ({ formIdentifier, locale, values = {} }) =>
      reply({ route: 'submitForm', formIdentifier, locale, values }),
  };
}

export const sent: FormResult = { ok: true, reference: 'PDK-7K2M9QXA' };
export const failed: FormResult = { ok: false, reason: 'failed' };

/** Resolves `result` after `ms` (the spinner shows meanwhile). */
export const later =
  (result: FormResult, ms = 300) =>
  () =>
    new Promise<FormResult>((resolve) => setTimeout(() => resolve(result), ms));

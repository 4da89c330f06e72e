import { formData, type FormData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Form } from './form.js';
import {
  contactFormEn,
  contactFormFr,
  failed,
  fakeFormsClient,
  later,
  quoteFormEn,
  sent,
  type FormCall,
} from '../kit/fixtures/forms.js';
import type { ContentClient, FormResult } from '@paddock/api-clients';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = { form: defineBlock<FormData>(Form) };
const catalogs = [contentBlocksCatalog];

function renderForm(
  data: FormData,
  {
    answer = sent,
    locale = 'en',
    content,
  }: {
    answer?: FormResult | ((call: FormCall) => Promise<FormResult>);
    locale?: 'fr' | 'en';
    content?: ContentClient | null;
  } = {},
) {
  const calls: FormCall[] = [];
  const client = content === undefined ? fakeFormsClient(answer, calls) : content;
  renderInLocale(
    <Provider store={contentStore({ content: client })}>
      <BlockList blocks={[aBlock('form', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs },
  );
  return { calls, user: userEvent.setup() };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), 'Camille Martin');
  await user.type(screen.getByLabelText(/^Email address/), 'camille@example.org');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'acces');
  await user.type(screen.getByLabelText(/^Your message/), 'Do the shuttles run at night?');
  await user.click(screen.getByLabelText(/^I agree/));
}

describe('form block', () => {
  it('shows its title, text, fields with their labels and what is required', () => {
    renderForm(contactFormFr, { locale: 'fr' });
    const section = screen.getByRole('region', { name: 'Nous écrire' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Nous écrire');
    expect(screen.getByText(/marqués d’un astérisque/)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Nom et prénom/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('autocomplete', 'name');
    const phone = screen.getByRole('textbox', { name: /Téléphone/ });
    expect(phone).not.toHaveAttribute('aria-required');
    expect(phone).toHaveAccessibleDescription('Pour vous rappeler si besoin.');
    expect(screen.getByRole('combobox', { name: /Sujet/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /J’accepte/ })).not.toBeChecked();
    expect(
      screen.getByRole('link', {
        name: 'Politique de confidentialité (s’ouvre dans un nouvel onglet)',
      }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Envoyer mon message' })).toBeEnabled();
  });

  it('refuses an empty submit: each problem next to its field, a summary, the first field focused', async () => {
    const { calls, user } = renderForm(contactFormEn);
    await user.click(screen.getByRole('button', { name: 'Send my message' }));

    const name = screen.getByRole('textbox', { name: /Full name/ });
    // The form is checked asynchronously (react-hook-form): the focus moves at once, the problems
    // show with the next render. Wait for both.
    await waitFor(() => expect(name).toHaveFocus());
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Fill in “Full name”.');
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveAccessibleDescription(
      'Choose an answer for “Subject”.',
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Tick this box to send the form.',
    );
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('5 answers need your attention')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // The summary's links lead to their field.
    await user.click(screen.getByRole('link', { name: 'Fill in “Your message”.' }));
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveFocus();
  });

  it('says what is wrong with an email, a length or a pattern, and clears it once fixed', async () => {
    const { user } = renderForm(contactFormEn);
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'camille@');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send my message' }));
    // The form is checked asynchronously (react-hook-form): wait for the problems to show.
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an email address such as name@example.com.'),
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      'Enter at least 10 characters.',
    );
    await user.type(email, 'example.org');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('sends a contact form to the contact route, then shows the confirmation, focused', async () => {
    const { calls, user } = renderForm(contactFormEn);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my message' }));

    const confirmation = (await screen.findByText('Thank you, your message is sent')).closest(
      '[role=status]',
    );
    expect(confirmation).toHaveTextContent('Thank you, your message is sent');
    expect(confirmation).toHaveTextContent('Your reference: PDK-7K2M9QXA');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send my message' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        route: 'contact',
        locale: 'en',
        values: {
          name: 'Camille Martin',
          email: 'camille@example.org',
          subject: 'acces',
          message: 'Do the shuttles run at night?',
          consent: true,
        },
      },
    ]);
  });

  it('keeps everything typed when the sending fails, with the button usable again', async () => {
    const { calls, user } = renderForm(contactFormEn, { answer: failed });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be sent/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Camille Martin');
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(
      'Do the shuttles run at night?',
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    const button = screen.getByRole('button', { name: 'Send my message' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says so when too many forms were sent from the connection', async () => {
    const { user } = renderForm(contactFormEn, { answer: { ok: false, reason: 'busy' } });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many forms/);
  });

  it('fails without losing anything when the app gave no content client', async () => {
    const { user } = renderForm(contactFormEn, { content: null });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'camille@example.org',
    );
  });

  it('shows the refusals of the service next to their fields, the first one focused', async () => {
    const { user } = renderForm(contactFormEn, {
      answer: { ok: false, reason: 'invalid', fields: { email: 'invalid', message: 'tooShort' } },
    });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my message' }));

    const email = screen.getByRole('textbox', { name: /Email address/ });
    // The refusals are set and the field focused at once; they show with the next render.
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an email address such as name@example.com.'),
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      'This answer is too short.',
    );
    expect(screen.getByText('2 answers need your attention')).toBeInTheDocument();
    expect(email).toHaveValue('camille@example.org');
  });

  it('shows a spinner while sending and sends once however often it is clicked', async () => {
    const { calls, user } = renderForm(contactFormEn, { answer: later(sent, 100) });
    await fillContact(user);
    const button = screen.getByRole('button', { name: 'Send my message' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(await screen.findByText('Your reference: PDK-7K2M9QXA')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends any other kind to its form identifier, numbers, days, choices and boxes as such', async () => {
    const { calls, user } = renderForm(quoteFormEn);
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'ACO Events');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'events@example.org');
    const guests = screen.getByRole('spinbutton', { name: /Number of guests/ });
    await user.type(guests, '4');
    await user.type(screen.getByLabelText(/^Day/), '2027-06-10');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '720');
    await user.click(screen.getByRole('button', { name: 'Ask for my quote' }));
    // The form is checked asynchronously (react-hook-form): wait for the problems to show.
    await waitFor(() =>
      expect(guests).toHaveAccessibleDescription('Enter a number of at least 10.'),
    );
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(
      'Enter a postcode of 5 digits, such as 72000.',
    );
    expect(screen.getByRole('group', { name: /Formula/ })).toHaveAccessibleDescription(
      'Choose an answer for “Formula”.',
    );

    await user.clear(guests);
    await user.type(guests, '24');
    await user.clear(screen.getByRole('textbox', { name: /Postcode/ }));
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '72000');
    await user.click(screen.getByRole('radio', { name: 'Private suite' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paddock tour' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Ask for my quote' }));

    await screen.findByText('Thank you, your message is sent');
    expect(calls).toEqual([
      {
        route: 'submitForm',
        formIdentifier: 'devis-hospitalites',
        locale: 'en',
        values: {
          company: 'ACO Events',
          email: 'events@example.org',
          guests: 24,
          day: '2027-06-10',
          zip: '72000',
          formula: 'suite',
          extras: ['paddock'],
          consent: true,
        },
      },
    ]);
  });

  it('posts to the block’s id when the form has no identifier', async () => {
    const { calls, user } = renderForm({
      kind: 'seminar-filter',
      title: 'Newsletter',
      fields: [{ name: 'email', label: 'Email', type: 'email', required: true }],
    });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'a@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls[0]?.formIdentifier).toMatch(/^block-form-/));
  });

  it('accepts the fixtures and the seed’s quote form, and refuses nonsense', () => {
    for (const data of [contactFormFr, contactFormEn, quoteFormEn]) {
      expect(z.safeParse(formData, data).success).toBe(true);
    }
    const seedQuote = {
      kind: 'hospitality-list',
      title: 'Demander un devis',
      fields: [
        { name: 'company', label: 'Société', type: 'text', required: false },
        { name: 'email', label: 'E-mail', type: 'email', required: true },
        { name: 'guests', label: 'Nombre d’invités', type: 'number', required: true },
      ],
      submit: { text: 'Envoyer', href: 'mailto:hospitalites@24h-lemans.example', style: 'primary' },
    };
    expect(z.safeParse(formData, seedQuote).success).toBe(true);

    const refused = (data: unknown) => expect(z.safeParse(formData, data).success).toBe(false);
    // A contact form without an email field.
    refused({ ...contactFormEn, fields: contactFormEn.fields.filter((f) => f.name !== 'email') });
    refused({ ...quoteFormEn, fields: [] });
    refused({ ...quoteFormEn, fields: [quoteFormEn.fields[0], quoteFormEn.fields[0]] });
    refused({
      ...quoteFormEn,
      fields: [{ name: 'zip', label: 'Zip', type: 'text', pattern: '[0-9' }],
    });
    refused({ ...quoteFormEn, fields: [{ name: 'x', label: 'X', type: 'radio', options: [] }] });
    refused({ ...quoteFormEn, fields: [{ name: 'x', label: 'X', type: 'colour' }] });
    refused({ ...quoteFormEn, kind: 'newsletter' });
    refused({ ...quoteFormEn, formIdentifier: 'Not A Slug' });
  });
});

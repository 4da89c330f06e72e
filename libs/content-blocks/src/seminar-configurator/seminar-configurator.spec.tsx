import type { FormResult } from '@paddock/api-clients';
import { seminarConfiguratorData, type SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { failed, fakeFormsClient, sent, type FormCall } from '../kit/fixtures/forms.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeminarConfigurator } from './seminar-configurator.js';
import { seminarConfiguratorEn, seminarConfiguratorFr } from './seminar-configurator.fixtures.js';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = {
  'seminar-configurator': defineBlock<SeminarConfiguratorData>(SeminarConfigurator),
};
const catalogs = [contentBlocksCatalog];
const year = new Date().getFullYear() + 1;
const firstDay = `${year}-03-10`;

function renderConfigurator(
  data: SeminarConfiguratorData = seminarConfiguratorEn,
  { answer = sent, locale = 'en' }: { answer?: FormResult; locale?: 'fr' | 'en' } = {},
) {
  const calls: FormCall[] = [];
  renderInLocale(
    <Provider store={contentStore({ content: fakeFormsClient(answer, calls) })}>
      <BlockList blocks={[aBlock('seminar-configurator', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs },
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Next, from a step whose answers are valid: waits until the next step shows. */
async function nextStep(user: User) {
  const before = stepHeading().textContent;
  await next(user);
  await waitFor(() => expect(stepHeading().textContent).not.toBe(before));
}

async function fillGroup(user: User, participants = '40') {
  const count = screen.getByRole('spinbutton', { name: /Number of participants/ });
  await user.clear(count);
  await user.type(count, participants);
  await user.type(screen.getByLabelText(/^First day/), firstDay);
  await user.selectOptions(screen.getByRole('combobox', { name: /Length/ }), '2');
}

async function fillContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Garage Dupont SA');
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Claire Dupont');
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'claire@example.org');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '02 43 00 00 00');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

const stepHeading = () => screen.getByRole('heading', { level: 3, name: /^(Step|Étape) / });

// Whole journeys through four steps, typed key by key: twice the libs' 30 s, for a busy machine.
describe('seminar-configurator block', { timeout: 60_000 }, () => {
  it('starts with the group, its steps listed with the current one marked, and an empty summary', () => {
    renderConfigurator(seminarConfiguratorFr, { locale: 'fr' });
    const steps = screen.getByRole('list', { name: 'Étapes de votre demande' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Votre groupe',
      '2Votre espace',
      '3Restauration et activités',
      '4Vos coordonnées',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(stepHeading()).toHaveTextContent('Étape 1 sur 4 Votre groupe');
    const summary = screen.getByRole('complementary', { name: 'Votre séminaire' });
    expect(within(summary).getAllByText('Pas encore choisi')).toHaveLength(3);
    expect(screen.getByRole('spinbutton', { name: /Nombre de participants/ })).toBeVisible();
  });

  it('checks a step before the next: each problem next to its field, the first focused', async () => {
    const { user } = renderConfigurator();
    await next(user);
    const count = screen.getByRole('spinbutton', { name: /Number of participants/ });
    // The step is checked asynchronously (react-hook-form's trigger): wait for its outcome.
    await waitFor(() => expect(count).toHaveFocus());
    await waitFor(() =>
      expect(count).toHaveAccessibleDescription(
        'From 10 to 600 people. Fill in “Number of participants”.',
      ),
    );
    expect(screen.getByText('2 answers need your attention')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');

    await user.type(count, '4');
    await next(user);
    await waitFor(() =>
      expect(count).toHaveAccessibleDescription(
        'From 10 to 600 people. Enter a number of at least 10.',
      ),
    );
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
  });

  it('moves on with the summary kept up to date, and back without losing anything', async () => {
    const { user } = renderConfigurator();
    await fillGroup(user);
    const summary = screen.getByRole('complementary', { name: 'Your seminar' });
    expect(summary).toHaveTextContent('40 people');
    expect(within(summary).getByText(`From 10 March ${year}, 2 days`)).toHaveAttribute(
      'datetime',
      firstDay,
    );
    await next(user);

    await waitFor(() => expect(stepHeading()).toHaveFocus());
    expect(stepHeading()).toHaveTextContent('Step 2 of 4 Your space');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('(done)');
    await user.click(screen.getByRole('radio', { name: 'Museum auditorium' }));
    expect(summary).toHaveTextContent('Museum auditorium');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 4 Your group');
    expect(screen.getByRole('spinbutton', { name: /Number of participants/ })).toHaveValue(40);
    expect(screen.getByRole('combobox', { name: /Length/ })).toHaveValue('2');
    await nextStep(user);
    expect(screen.getByRole('radio', { name: 'Museum auditorium' })).toBeChecked();
  });

  it('says which spaces are too small for the group, and refuses one', async () => {
    const { user } = renderConfigurator();
    await fillGroup(user, '150');
    await nextStep(user);
    const press = screen.getByRole('radio', { name: 'Press room' });
    expect(press).toHaveAccessibleDescription(/Up to 80 people.*Too small for 150 people/);
    expect(screen.getByRole('radio', { name: 'Panoramic lounge' })).not.toHaveAccessibleDescription(
      /Too small/,
    );
    // Each Next checks the step asynchronously: wait for the problem it finds.
    await next(user);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Choose a space/ })).toHaveAccessibleDescription(
        'Choose a space for your seminar.',
      ),
    );
    await user.click(press);
    await next(user);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Choose a space/ })).toHaveAccessibleDescription(
        'This space holds 80 people at most: choose a larger one, or fewer participants.',
      ),
    );
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
  });

  it('sends the whole request to the configurator’s form, then confirms it', async () => {
    const { calls, user } = renderConfigurator();
    await fillGroup(user);
    await nextStep(user);
    await user.click(screen.getByRole('radio', { name: 'Panoramic lounge' }));
    await nextStep(user);
    await user.click(screen.getByRole('radio', { name: 'Seated lunch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Karting race' }));
    await user.click(screen.getByRole('checkbox', { name: 'Guided museum tour' }));
    expect(screen.getByRole('complementary')).toHaveTextContent('Karting race, Guided museum tour');
    await nextStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    const confirmation = (await screen.findByText('Thank you, your request is sent')).closest(
      '[role=status]',
    );
    expect(confirmation).toHaveTextContent('PDK-7K2M9QXA');
    expect(calls).toEqual([
      {
        route: 'submitForm',
        formIdentifier: 'seminar-configurator',
        locale: 'en',
        values: {
          participants: 40,
          startDate: firstDay,
          days: 2,
          space: 'salon-panoramique',
          catering: 'dejeuner-assis',
          activities: ['karting', 'musee'],
          company: 'Garage Dupont SA',
          name: 'Claire Dupont',
          email: 'claire@example.org',
          phone: '02 43 00 00 00',
          consent: true,
        },
      },
    ]);
  });

  it('keeps every answer when the sending fails', async () => {
    const { user } = renderConfigurator(seminarConfiguratorEn, { answer: failed });
    await fillGroup(user);
    await nextStep(user);
    await user.click(screen.getByRole('radio', { name: 'Press room' }));
    await nextStep(user);
    await nextStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Garage Dupont SA');
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Press room' })).toBeChecked();
  });

  it('takes the visitor back to a refused answer of an earlier step', async () => {
    const { user } = renderConfigurator(seminarConfiguratorEn, {
      answer: { ok: false, reason: 'invalid', fields: { startDate: 'invalid' } },
    });
    await fillGroup(user);
    await nextStep(user);
    await user.click(screen.getByRole('radio', { name: 'Press room' }));
    await nextStep(user);
    await nextStep(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    const day = screen.getByLabelText(/^First day/);
    await waitFor(() => expect(day).toHaveFocus());
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(day).toHaveAccessibleDescription('This answer was refused: please check it.');
  });

  it('has three steps when there are no options to choose', () => {
    const { catering: _catering, activities: _activities, ...plain } = seminarConfiguratorEn;
    renderConfigurator(plain);
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(screen.queryByRole('checkbox', { name: 'Karting race' })).not.toBeInTheDocument();
  });

  it('accepts the fixtures and refuses nonsense', () => {
    for (const data of [seminarConfiguratorFr, seminarConfiguratorEn]) {
      expect(z.safeParse(seminarConfiguratorData, data).success).toBe(true);
    }
    const refused = (data: unknown) =>
      expect(z.safeParse(seminarConfiguratorData, data).success).toBe(false);
    refused({ ...seminarConfiguratorEn, spaces: [] });
    const [first] = seminarConfiguratorEn.spaces;
    refused({ ...seminarConfiguratorEn, spaces: [first, first] });
    refused({ ...seminarConfiguratorEn, participants: { min: 50, max: 10 } });
    refused({ ...seminarConfiguratorEn, maxDays: 8 });
    refused({ ...seminarConfiguratorEn, spaces: [{ ...first, capacity: 0 }] });
  });
});

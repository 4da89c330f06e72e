import type { FormData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Form } from './form.js';
import { contactFormEn, contactFormFr, failed, quoteFormEn, sent } from '../kit/fixtures/forms.js';
import { answering } from '../kit/stories/answering.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { form: defineBlock<FormData>(Form) };

const meta = {
  title: 'content-blocks/Form',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form, filled in and sent: the confirmation replaces it, with its reference. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  decorators: [answering(sent)],
  args: { blocks: [aBlock('form', contactFormFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nom et prénom/), 'Camille Martin');
    await userEvent.type(canvas.getByLabelText(/^Adresse e-mail/), 'camille@example.org');
    await userEvent.selectOptions(canvas.getByLabelText(/^Sujet/), 'accessibilite');
    await userEvent.type(
      canvas.getByLabelText(/^Votre message/),
      'Peut-on réserver une place PMR en tribune T34 ?',
    );
    await userEvent.click(canvas.getByLabelText(/^J’accepte/));
    const button = canvas.getByRole('button', { name: 'Envoyer mon message' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    const confirmation = await canvas.findByText('Merci, votre message est envoyé');
    await expect(confirmation).toBeVisible();
    await expect(canvas.getByText('Votre référence : PDK-7K2M9QXA')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText('Votre référence : PDK-7K2M9QXA').closest('[role=status]')).toBe(
        document.activeElement,
      ),
    );
  },
};

/** The service fails: the message says so, every answer stays, the button works again (dark tone). */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  decorators: [answering(failed)],
  args: { blocks: [aBlock('form', contactFormEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Full name/), 'Sam Taylor');
    await userEvent.type(canvas.getByLabelText(/^Email address/), 'sam@example.org');
    await userEvent.selectOptions(canvas.getByLabelText(/^Subject/), 'billetterie');
    await userEvent.type(canvas.getByLabelText(/^Your message/), 'Can I change my grandstand?');
    await userEvent.click(canvas.getByLabelText(/^I agree/));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my message' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/could not be sent/);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/^Full name/)).toHaveValue('Sam Taylor');
    await expect(canvas.getByLabelText(/^Your message/)).toHaveValue('Can I change my grandstand?');
    await expect(canvas.getByRole('button', { name: 'Send my message' })).toBeEnabled();
  },
};

/** Sent half filled in: each problem next to its field, the summary, the first field focused. */
export const ValidationErrors: Story = {
  globals: { locale: 'en', universe: 'auto' },
  decorators: [answering(sent)],
  args: { blocks: [aBlock('form', contactFormEn)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email address/), 'sam@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send my message' }));
    const name = canvas.getByLabelText(/^Full name/);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Fill in “Full name”.');
    await expect(canvas.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      'Enter an email address such as name@example.com.',
    );
    await expect(canvas.getByText('5 answers need your attention')).toBeVisible();
  },
};

/** A hospitality quote (every other kind of field) on the green tone, its button dark. */
export const QuoteOnGreen: Story = {
  globals: { locale: 'en', universe: 'classic' },
  decorators: [answering(sent)],
  args: { blocks: [aBlock('form', quoteFormEn, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for my quote' }));
    await expect(canvas.getByRole('group', { name: /Formula/ })).toHaveAccessibleDescription(
      'Choose an answer for “Formula”.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Club lounge' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: /Formula/ })).not.toHaveAccessibleDescription(),
    );
  },
};

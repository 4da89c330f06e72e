import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { failed, sent } from '../kit/fixtures/forms.js';
import { defineBlock } from '../kit/define-block.js';
import { SeminarConfigurator } from './seminar-configurator.js';
import { seminarConfiguratorEn, seminarConfiguratorFr } from './seminar-configurator.fixtures.js';
import { answering } from '../kit/stories/answering.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'seminar-configurator': defineBlock<SeminarConfiguratorData>(SeminarConfigurator),
};

const meta = {
  title: 'content-blocks/SeminarConfigurator',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstDay = `${new Date().getFullYear() + 1}-03-10`;

type Canvas = ReturnType<typeof within>;

/** Waits for a step (its heading is focused when it shows). */
async function atStep(canvas: Canvas, name: RegExp) {
  await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name })).toHaveFocus());
}

/** The whole request, step by step, then sent: the confirmation replaces it. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  decorators: [answering(sent)],
  args: { blocks: [aBlock('seminar-configurator', seminarConfiguratorFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = () => userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await userEvent.type(canvas.getByLabelText(/^Nombre de participants/), '60');
    await userEvent.type(canvas.getByLabelText(/^Premier jour/), firstDay);
    await next();
    await atStep(canvas, /Étape 2 sur 4/);
    await expect(
      canvas.getByRole('radio', { name: 'Salle de presse' }),
    ).toHaveAccessibleDescription(/Jusqu’à 80 personnes/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Salon panoramique' }));
    await next();
    await atStep(canvas, /Étape 3 sur 4/);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Course de karting' }));
    await next();
    await atStep(canvas, /Étape 4 sur 4/);
    const summary = canvas.getByRole('complementary', { name: 'Votre séminaire' });
    await expect(summary).toHaveTextContent('60 personnes');
    await expect(summary).toHaveTextContent('Salon panoramique');
    await expect(summary).toHaveTextContent('Course de karting');
    await userEvent.type(canvas.getByLabelText(/^Entreprise/), 'Garage Dupont SA');
    await userEvent.type(canvas.getByLabelText(/^Votre nom/), 'Claire Dupont');
    await userEvent.type(canvas.getByLabelText(/^Adresse e-mail/), 'claire@example.org');
    await userEvent.type(canvas.getByLabelText(/^Téléphone/), '02 43 00 00 00');
    await userEvent.click(canvas.getByLabelText(/^J’accepte/));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer ma demande' }));
    await expect(await canvas.findByText('Merci, votre demande est envoyée')).toBeVisible();
  },
};

/** A step refused: its problems next to its fields and summed up above (dark tone). */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  decorators: [answering(sent)],
  args: { blocks: [aBlock('seminar-configurator', seminarConfiguratorEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Number of participants/), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const count = canvas.getByLabelText(/^Number of participants/);
    await waitFor(() => expect(count).toHaveFocus());
    await expect(count).toHaveAccessibleDescription(/Enter a number of at least 10\./);
    await expect(canvas.getByText('2 answers need your attention')).toBeVisible();
  },
};

/** The service fails on sending: the message says so, and going back finds every answer (green). */
export const SendingFails: Story = {
  globals: { locale: 'en', universe: 'auto' },
  decorators: [answering(failed)],
  args: {
    blocks: [
      aBlock(
        'seminar-configurator',
        { ...seminarConfiguratorEn, catering: undefined, activities: undefined },
        { tone: 'green' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = () => userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByLabelText(/^Number of participants/), '30');
    await userEvent.type(canvas.getByLabelText(/^First day/), firstDay);
    await next();
    await atStep(canvas, /Step 2 of 3/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Press room' }));
    await next();
    await atStep(canvas, /Step 3 of 3/);
    await userEvent.type(canvas.getByLabelText(/^Company/), 'ACO Events');
    await userEvent.type(canvas.getByLabelText(/^Your name/), 'Sam Taylor');
    await userEvent.type(canvas.getByLabelText(/^Email address/), 'sam@example.org');
    await userEvent.type(canvas.getByLabelText(/^Phone/), '+44 20 7946 0000');
    await userEvent.click(canvas.getByLabelText(/^I agree/));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not be sent/);
    await expect(canvas.getByLabelText(/^Company/)).toHaveValue('ACO Events');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await atStep(canvas, /Step 2 of 3/);
    await expect(canvas.getByRole('radio', { name: 'Press room' })).toBeChecked();
  },
};

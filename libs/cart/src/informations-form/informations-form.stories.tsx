import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CheckoutProvider,
  desktopViewport,
  fixtureCart,
  fixtureMember,
  mobileViewport,
} from '../testing/index.js';
import { InformationsForm } from './informations-form.js';

interface InformationsFormStoryProps {
  /** A member is logged in: the form starts with their details. */
  member: boolean;
  /** A cart without a shop URL is stored (else the page says there is none). */
  withCart: boolean;
  ticketingHref: string;
}

function InformationsFormStory({ member, withCart, ticketingHref }: InformationsFormStoryProps) {
  return (
    <CheckoutProvider
      {...(member ? { user: fixtureMember } : {})}
      {...(withCart ? { checkout: { cart: fixtureCart({ shopUrl: null }), crossSells: [] } } : {})}
    >
      <InformationsForm ticketingHref={ticketingHref} />
    </CheckoutProvider>
  );
}

const meta = {
  title: 'cart/InformationsForm',
  component: InformationsFormStory,
  parameters: { layout: 'fullscreen' },
  args: { member: false, withCart: true, ticketingHref: '/fr/billetterie' },
} satisfies Meta<typeof InformationsFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: every field empty. */
export const Empty: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Prénom' })).toHaveValue('');
  },
};

/** A logged-in member: their details prefill the form. */
export const PrefilledMember: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: { member: true, ticketingHref: '/en/ticketing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Léa');
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveValue('72000');
  },
};

/** Sent with mistakes: the messages sit next to their fields, the first takes the focus. */
export const WithErrors: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Prénom' }), 'Tom');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'tom@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer vers le récapitulatif' }));
    const lastname = canvas.getByRole('textbox', { name: 'Nom' });
    await expect(lastname).toHaveFocus();
    await expect(lastname).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Saisissez une adresse e-mail comme nom@exemple.fr.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Tom');
  },
};

export const WithErrorsDesktop: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { ticketingHref: '/en/ticketing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to the review' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

/** Nothing to check out: said so, with the way to the tickets. */
export const NoCart: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { withCart: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Voir la billetterie' })).toHaveAttribute(
      'href',
      '/fr/billetterie',
    );
  },
};

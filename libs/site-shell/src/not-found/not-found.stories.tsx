import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './not-found.js';

const meta = {
  title: 'site-shell/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sortie de piste' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('404')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Retour aux stands' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Off-track' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to stands' })).toHaveAttribute(
      'href',
      '/en',
    );
  },
};

/** On a sister site the way back leads to the main site. */
export const OnASisterSite: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { mainSiteUrl: 'https://www.example.org' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to stands' });
    await expect(link).toHaveAttribute('href', 'https://www.example.org/en');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceSection } from './service-section.js';

const meta = {
  title: 'content-blocks/parts/ServiceSection',
  component: ServiceSection,
  args: {
    title: 'Classement en direct',
    text: 'Mis à jour toutes les 30 secondes pendant la course.',
    state: { status: 'loading' },
    children: <p>Le classement arrive…</p>,
  },
  globals: { locale: 'fr', universe: 'auto' },
} satisfies Meta<typeof ServiceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the service's data loads, the section named by its title says it is busy. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Classement en direct' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByText(/toutes les 30 secondes/)).toBeVisible();
  },
};

/** Once the data is there, the section is no longer busy. */
export const Loaded: Story = {
  args: {
    state: { status: 'ready', data: null, previous: undefined, stale: false },
    children: <p>1. #7 — 42 tours</p>,
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Classement en direct' });
    await expect(section).toHaveAttribute('aria-busy', 'false');
  },
};

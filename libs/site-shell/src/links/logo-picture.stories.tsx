import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { logoPicture } from '../testing/fixtures.js';
import { LogoPicture } from './logo-picture.js';

const meta = {
  title: 'site-shell/LogoPicture',
  component: LogoPicture,
  args: { picture: logoPicture('Motrix'), fallbackAlt: 'Partenaire' },
} satisfies Meta<typeof LogoPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItsOwnAlt: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width');
  },
};

/** A logo whose picture has no alternative text is still named. */
export const WithoutAlt: Story = {
  args: { picture: { ...logoPicture('Kestrel'), alt: '' }, fallbackAlt: 'Kestrel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kestrel' })).toBeInTheDocument();
  },
};

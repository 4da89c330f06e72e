import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentUnavailable } from './content-unavailable.js';

const meta = {
  title: 'site-shell/ContentUnavailable',
  component: ContentUnavailable,
} satisfies Meta<typeof ContentUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      'Ce contenu est momentanément indisponible',
    );
  },
};

export const English: Story = { globals: { locale: 'en' } };

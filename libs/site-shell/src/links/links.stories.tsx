import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentLink, NewTabLink } from './links.js';

const meta = {
  title: 'site-shell/Links',
  component: NewTabLink,
  args: { href: 'https://www.example.org/', children: 'Boutique officielle' },
} satisfies Meta<typeof NewTabLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a tab that cannot reach back into the page, and says so to screen readers. */
export const NewTab: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Boutique officielle/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A link of the content service: a new tab only when its target says so. */
export const FromTheContentService: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '1rem' }}>
      <ContentLink link={{ href: '/fr/partenaires', text: 'Partenaires' }} />
      <ContentLink link={{ href: 'https://www.example.org/', text: 'Presse', target: '_blank' }} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Partenaires' })).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: /Presse/ })).toHaveAttribute('target', '_blank');
  },
};

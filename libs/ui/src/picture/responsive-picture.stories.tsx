import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { drawnPicture } from '../testing/drawn-picture.js';
import { ResponsivePicture } from './responsive-picture.js';

const meta = {
  title: 'ui/ResponsivePicture',
  component: ResponsivePicture,
  args: { picture: drawnPicture('Motrix') },
} satisfies Meta<typeof ResponsivePicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold by default: lazy, at its intrinsic size, named by its own alternative text. */
export const WithItsOwnAlt: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Motrix' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '160');
    await expect(image).toHaveAttribute('height', '64');
  },
};

/** A logo alone in a link whose picture has no alternative text is still named. */
export const WithoutAlt: Story = {
  args: { picture: { ...drawnPicture('Kestrel'), alt: '' }, fallbackAlt: 'Kestrel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kestrel' })).toBeInTheDocument();
  },
};

/** With sources: a `<picture>` whose browser picks the first it can show. */
export const WithSources: Story = {
  args: {
    picture: drawnPicture('Hexa', {
      sources: [{ srcset: drawnPicture('Hexa (narrow)').src, media: '(max-width: 640px)' }],
    }),
    eager: true,
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Hexa' });
    await expect(image.parentElement?.tagName).toBe('PICTURE');
    await expect(canvasElement.querySelectorAll('source')).toHaveLength(1);
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

/** A picture that only illustrates a text saying it all: an empty alternative, hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

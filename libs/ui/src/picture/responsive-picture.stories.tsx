import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PictureSource } from './responsive-picture.js';
import { ResponsivePicture } from './responsive-picture.js';

/** A drawn logo as the content service would describe it: a fallback image, its size, its sources. */
function drawnPicture(name: string, sources: PictureSource['sources'] = []): PictureSource {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">` +
    `<rect width="100%" height="100%" fill="#fff" stroke="#111418" stroke-width="4"/>` +
    `<text x="50%" y="55%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="14" font-weight="700" fill="#111418">${name}</text></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt: name,
    width: 160,
    height: 64,
    sources,
  };
}

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
    picture: drawnPicture('Hexa', [
      { srcset: drawnPicture('Hexa (narrow)').src, media: '(max-width: 640px)' },
    ]),
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

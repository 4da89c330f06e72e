import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixturePartnerCategories } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { PartnerStrip } from './partner-strip.js';

const meta = {
  title: 'site-shell/PartnerStrip',
  component: PartnerStrip,
  parameters: { layout: 'fullscreen' },
  args: { categories: fixturePartnerCategories('fr'), allPartnersHref: '/fr/partenaires' },
} satisfies Meta<typeof PartnerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: rows of three categories. */
export const CarSite: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, , fourth] = canvas.getAllByRole('heading', { level: 3 });
    // The second sits beside the first; the fourth starts the next row.
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    await expect(fourth?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().top ?? 0,
    );
    await expect(canvas.getByRole('link', { name: 'Tous les partenaires' })).toHaveAttribute(
      'href',
      '/fr/partenaires',
    );
  },
};

/** Mobile, English, motorbike site: one category under the other. */
export const MobileMotoSite: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { categories: fixturePartnerCategories('en'), allPartnersHref: '/en/partners' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Motrix (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The page says `hidePartnersFooter`: nothing renders. */
export const HiddenByThePage: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

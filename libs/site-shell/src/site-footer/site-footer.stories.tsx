import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureFooter, fixtureSocialNetworks } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { SiteFooter } from './site-footer.js';

const meta = {
  title: 'site-shell/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { footer: fixtureFooter('fr', 'auto'), socialNetworks: fixtureSocialNetworks('auto') },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: four event-series logos, columns open. */
export const CarSite: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Nos épreuves' })).getAllByRole('img'),
    ).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Conditions de vente' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: "Instagram (s'ouvre dans un nouvel onglet)" }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Desktop, English, motorbike site: its one extra logo. */
export const MotoSite: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  args: { footer: fixtureFooter('en', 'moto'), socialNetworks: fixtureSocialNetworks('moto') },
  play: async ({ canvasElement }) => {
    const logos = within(within(canvasElement).getByRole('list', { name: 'Our events' }));
    await expect(logos.getByRole('img', { name: 'Endurance Moto Cup' })).toBeVisible();
  },
};

/** Mobile, English: the columns fold into an accordion of native disclosures. */
export const MobileAccordion: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: { footer: fixtureFooter('en', 'auto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faq = canvas.getByRole('link', { name: 'FAQ' });
    await expect(faq).not.toBeVisible();
    await userEvent.click(canvas.getByText('Tickets'));
    await expect(faq).toBeVisible();
  },
};

/** Mobile, French, motorbike site. */
export const MobileMotoSite: Story = {
  globals: { locale: 'fr', universe: 'moto', ...mobileViewport },
  args: { footer: fixtureFooter('fr', 'moto'), socialNetworks: fixtureSocialNetworks('moto') },
};

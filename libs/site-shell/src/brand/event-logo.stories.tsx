import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSiteTitles } from '../testing/fixtures.js';
import { mobileViewport } from '../testing/story-viewports.js';
import { EventLogo } from './event-logo.js';
import { OrganiserLogo } from './organiser-logo.js';

/** The logos in the text colour, on the header's universe colour and on the footer's ink. */
function Brand({ title, label }: { title: string; label: string }) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {['var(--pdk-color-universe)', 'var(--pdk-color-ink)'].map((background) => (
        <div
          key={background}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '1rem',
            padding: '0.5rem 1rem',
            background,
            color: 'var(--pdk-color-paper)',
          }}
        >
          <EventLogo title={title} />
          <OrganiserLogo label={label} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'site-shell/EventLogo',
  component: Brand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: fixtureSiteTitles.auto.fr,
    label: "ACO – Automobile Club de l'Ouest, l'organisateur",
  },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** French, car site: the event's name beside its dial. */
export const CarSiteFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: '24 Heures du Mans' })).toHaveLength(2);
    await expect(
      canvas.getAllByRole('img', { name: "ACO – Automobile Club de l'Ouest, l'organisateur" }),
    ).toHaveLength(2);
  },
};

/** English, on a phone: the same name as the hero's, '24 Hours of Le Mans'. */
export const CarSiteEnglishPhone: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: {
    title: fixtureSiteTitles.auto.en,
    label: "ACO – Automobile Club de l'Ouest, the organiser",
  },
  play: async ({ canvasElement }) => {
    const [logo] = within(canvasElement).getAllByRole('img', { name: '24 Hours of Le Mans' });
    if (!logo) throw new Error('no event logo');
    // The name on two lines, none running past the logo's edge.
    const box = logo.getBoundingClientRect();
    const name = logo.lastElementChild;
    if (!name) throw new Error('no wordmark');
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(name.getClientRects().length).toBeGreaterThanOrEqual(1);
    await expect(name.getBoundingClientRect().height).toBeLessThan(3 * 18);
  },
};

/** The motorbike site's title in the same drawing. */
export const MotoSite: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { title: fixtureSiteTitles.moto.fr },
};

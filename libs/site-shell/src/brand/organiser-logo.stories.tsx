import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrganiserLogo } from './organiser-logo.js';

/** The organiser's logo alone, on the header's universe colour and on the footer's ink. */
function OnBars({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {['var(--pdk-color-universe)', 'var(--pdk-color-ink)'].map((background) => (
        <div key={background} style={{ padding: '0.5rem 1rem', background }}>
          <OrganiserLogo label={label} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'site-shell/OrganiserLogo',
  component: OnBars,
  parameters: { layout: 'fullscreen' },
  args: { label: "ACO – Automobile Club de l'Ouest, l'organisateur" },
} satisfies Meta<typeof OnBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named for screen readers, on both bars. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    const logos = within(canvasElement).getAllByRole('img', {
      name: "ACO – Automobile Club de l'Ouest, l'organisateur",
    });
    await expect(logos).toHaveLength(2);
    for (const logo of logos) await expect(logo).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { label: "ACO – Automobile Club de l'Ouest, the organiser" },
};

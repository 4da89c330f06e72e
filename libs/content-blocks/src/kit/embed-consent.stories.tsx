import { CONSENT_COOKIE } from '@paddock/analytics';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbedConsentPrompt } from './embed-consent.js';

/** The prompt over an embed's frame, as the youtube and iframe blocks show it. */
function PromptOverFrame({ provider }: { provider: string }) {
  return (
    <div style={{ position: 'relative', aspectRatio: '16 / 9', maxWidth: '48rem' }}>
      <EmbedConsentPrompt provider={provider} />
    </div>
  );
}

const meta = {
  title: 'content-blocks/parts/EmbedConsentPrompt',
  component: PromptOverFrame,
  args: { provider: 'YouTube' },
  beforeEach: () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  },
} satisfies Meta<typeof PromptOverFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In French: who the content comes from, allow-and-show, or the cookie preferences. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contenu de YouTube')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Autoriser et afficher' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gérer mes cookies' })).toBeVisible();
  },
};

/** In English, for an embedded map. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { provider: 'plan.24h-lemans.example' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Content from plan.24h-lemans.example'),
    ).toBeVisible();
  },
};

import { CONSENT_COOKIE } from '@paddock/analytics';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useEmbedConsent } from './embed-consent.js';
import { YoutubeFrame } from './youtube-frame.js';

/** The facade as the youtube and media-intro blocks hold it, without a poster. */
function Frame({ title }: { title: string }) {
  const video = useEmbedConsent();
  return (
    <div style={{ maxWidth: '48rem', padding: '1rem' }}>
      <YoutubeFrame video={video} youtubeId="Lm24hR4c3Fx" title={title} />
    </div>
  );
}

const meta = {
  title: 'content-blocks/parts/YoutubeFrame',
  component: Frame,
  args: { title: 'Le film officiel' },
  beforeEach: () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing from YouTube before the visitor plays; playing first asks for consent. */
export const AsksFirst: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Lancer la vidéo : Le film officiel' }),
    );
    await expect(canvas.getByText('Contenu de YouTube')).toHaveFocus();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

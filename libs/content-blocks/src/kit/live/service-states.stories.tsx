import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Bone, LoadFailed, LoadingNote, NothingToShow } from './service-states.js';

/** The states every live block shares: loading, nothing to show, failed (whole or a refresh). */
function States({ onRetry }: { onRetry: () => void }) {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', padding: '1rem', maxWidth: '40rem' }}>
      <div aria-busy="true">
        <LoadingNote label="Chargement du classement…" />
        <Bone />
        <Bone width="60%" />
      </div>
      <NothingToShow message="Aucune session en cours." />
      <LoadFailed message="Le classement n’a pas pu être chargé." onRetry={onRetry} />
      <LoadFailed message="La dernière mise à jour a échoué." onRetry={onRetry} compact />
    </div>
  );
}

const meta = {
  title: 'content-blocks/parts/ServiceStates',
  component: States,
  args: { onRetry: fn() },
} satisfies Meta<typeof States>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state says what happens; a failure offers to try again. */
export const Every: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune session en cours.')).toBeVisible();
    const [retry] = canvas.getAllByRole('button', { name: 'Réessayer' });
    if (retry) await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

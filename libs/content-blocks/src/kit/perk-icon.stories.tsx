import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PerkIcon, perkIconNames } from './perk-icon.js';

/** Every pictogram of the shop's blocks, named, for designers. */
function PerkIconSheet() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        padding: '1rem',
        listStyle: 'none',
      }}
    >
      {perkIconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          <PerkIcon name={name} size={32} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'content-blocks/parts/PerkIcon',
  component: PerkIconSheet,
} satisfies Meta<typeof PerkIconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: each is hidden from assistive technology, the text beside it says what it means. */
export const Every: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(perkIconNames.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

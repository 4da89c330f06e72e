import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeColours, themes, themeStyle } from './universes.js';

/** The colour of every universe, with white text as the design puts on it. */
function UniverseSwatches() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 11rem)',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {themes.map((theme) => (
        <li
          key={theme}
          style={{
            ...themeStyle(theme),
            background: 'var(--pdk-color-universe)',
            color: '#fff',
            padding: '1.5rem 1rem',
            borderRadius: 4,
          }}
        >
          <strong>{theme}</strong>
          <br />
          <code>{themeColours[theme]}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'ui/Tokens/Universes',
  component: UniverseSwatches,
} satisfies Meta<typeof UniverseSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(themes.length);
  },
};

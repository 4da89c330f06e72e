import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './icon.js';

const meta = {
  title: 'ui/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: 'Panier' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Panier' })).toBeInTheDocument();
  },
};

export const Decorative: Story = {};

/** Every icon, with its name. */
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 8rem)',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
          <Icon name={name} label={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

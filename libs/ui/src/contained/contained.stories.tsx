import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Contained } from './contained.js';

/** An extra whose code meets a value it did not expect, as with `window.dataLayer = {}`. */
function BrokenExtra(): never {
  throw new TypeError('e.dataLayer.some is not a function');
}

const meta = {
  title: 'ui/Contained',
  component: Contained,
  args: { name: 'analytics' },
} satisfies Meta<typeof Contained>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What it holds works: it shows. */
export const Working: Story = {
  args: { children: <p>Les notifications en direct s’affichent ici.</p> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Les notifications en direct s’affichent ici.'),
    ).toBeVisible();
  },
};

/** What it holds throws: it is left out (and logged), the page around it stays. */
export const Failing: Story = {
  render: (args) => (
    <main>
      <h1>Billetterie</h1>
      <p>Le contenu de la page reste affiché.</p>
      <Contained {...args}>
        <BrokenExtra />
      </Contained>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Billetterie' })).toBeVisible();
    await expect(canvas.getByText('Le contenu de la page reste affiché.')).toBeVisible();
  },
};

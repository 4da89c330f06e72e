import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceFilter } from './choice-filter.js';

/** The filter as the event list, the drivers and the academy's projects use it. */
function Filter({ initial = 'all' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: '1rem' }}>
      <ChoiceFilter
        legend="Catégorie"
        choices={[
          { value: 'all', label: 'Toutes' },
          { value: 'race', label: 'Courses' },
          { value: 'test', label: 'Essais' },
          { value: 'show', label: 'Spectacles' },
        ]}
        value={value}
        onChange={setValue}
      />
      <p>Choisi : {value}</p>
    </div>
  );
}

const meta = {
  title: 'content-blocks/parts/ChoiceFilter',
  component: Filter,
} satisfies Meta<typeof Filter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radio pills in a named group: a click or the arrow keys choose. */
export const Choosing: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Catégorie' });
    await expect(within(group).getByRole('radio', { name: 'Toutes' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Essais' }));
    await expect(canvas.getByText('Choisi : test')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Spectacles' })).toBeChecked();
  },
};

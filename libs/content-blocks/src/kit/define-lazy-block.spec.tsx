import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BlockProps } from './define-block.js';
import { defineLazyBlock } from './define-lazy-block.js';
import { aBlock } from './fixtures/blocks.js';
import { BlockList } from './render-blocks.js';

interface PickData {
  label: string;
}

describe('defineLazyBlock', () => {
  it('keeps a lazy block mounted, and what was chosen in it, when its page renders again after the code has loaded', async () => {
    let mounts = 0;
    function Pick({ data }: BlockProps<PickData>) {
      const [count, setCount] = useState(0);
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          {`${data.label} ${count}`}
        </button>
      );
    }
    const registry = {
      'title-text': defineLazyBlock<PickData>(async () => ({ default: Pick })),
    };
    const blocks = [aBlock('title-text', { label: 'Seats' })];
    const { rerender } = render(<BlockList blocks={blocks} registry={registry} />);

    const button = await screen.findByRole('button', { name: 'Seats 0' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Seats 1');

    // The page renders again (a state of the frame changed): the block is the same one.
    rerender(<BlockList blocks={[...blocks]} registry={registry} />);
    expect(screen.getByRole('button', { name: 'Seats 1' })).toBe(button);
    expect(mounts).toBe(1);
  });

  it('renders a block whose code has loaded at once, without waiting', async () => {
    function Title({ data }: BlockProps<PickData>) {
      return <h2>{data.label}</h2>;
    }
    const definition = defineLazyBlock<PickData>(async () => ({ default: Title }));
    await definition.preload?.();
    render(
      <BlockList
        blocks={[aBlock('title-text', { label: 'Ready' })]}
        registry={{ 'title-text': definition }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
  });
});

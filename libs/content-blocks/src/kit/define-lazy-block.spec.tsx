import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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

  describe('a tap made before the code came', () => {
    function Pick({ data }: BlockProps<PickData>) {
      const [count, setCount] = useState(0);
      return (
        <div>
          <button type="button" onClick={() => setCount((value) => value + 1)}>
            <span>{`${data.label} ${count}`}</span>
          </button>
          <a href="#seats">{`${data.label} map`}</a>
        </div>
      );
    }
    const blocks = [aBlock('title-text', { label: 'Seats' })];
    const containers: HTMLElement[] = [];
    afterEach(() => {
      for (const container of containers.splice(0)) container.remove();
    });

    /** The server's HTML of the block, hydrated by a browser whose code comes when `arrive` is called. */
    async function hydrateBeforeTheCode() {
      const server = defineLazyBlock<PickData>(async () => ({ default: Pick }));
      await server.preload?.();
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <BlockList blocks={blocks} registry={{ 'title-text': server }} />,
      );
      document.body.append(container);
      containers.push(container);
      let arrive: () => void = () => undefined;
      const code = new Promise<{ default: typeof Pick }>((resolve) => {
        arrive = () => resolve({ default: Pick });
      });
      const browser = defineLazyBlock<PickData>(() => code);
      await act(async () => {
        hydrateRoot(container, <BlockList blocks={blocks} registry={{ 'title-text': browser }} />);
      });
      return { container, arrive };
    }

    it('reaches the block once its code has hydrated it', async () => {
      const { container, arrive } = await hydrateBeforeTheCode();
      const button = screen.getByRole('button', { name: 'Seats 0' });
      // The server's button, without its handler yet: the tap lands on its text.
      await userEvent.click(button.querySelector('span') as HTMLElement);
      expect(button).toHaveAccessibleName('Seats 0');

      await act(async () => arrive());
      await waitFor(() => expect(button).toHaveAccessibleName('Seats 1'));
      // The same element, hydrated in place; replayed once only.
      expect(container.querySelector('button')).toBe(button);
      await userEvent.click(button);
      expect(button).toHaveAccessibleName('Seats 2');
    });

    it('is not replayed where the element acted on its own (a link followed)', async () => {
      const { container, arrive } = await hydrateBeforeTheCode();
      const clicks: string[] = [];
      const seen = (event: Event) => clicks.push((event.target as Element).tagName);
      // Capture: React stops a click it cannot hydrate for at its root.
      document.addEventListener('click', seen, true);
      await userEvent.click(screen.getByRole('link', { name: 'Seats map' }));
      await act(async () => arrive());
      await waitFor(() => expect(container.innerHTML).not.toContain('<!--$?-->'));
      await act(async () => new Promise((resolve) => setTimeout(resolve)));
      expect(clicks).toEqual(['A']);
      expect(screen.getByRole('button', { name: 'Seats 0' })).toBeInTheDocument();
      document.removeEventListener('click', seen, true);
    });
  });
});

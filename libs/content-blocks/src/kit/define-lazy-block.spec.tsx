import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  describe('what was done before the code came', () => {
    function Pick({ data }: BlockProps<PickData>) {
      const [count, setCount] = useState(0);
      const [name, setName] = useState('');
      const [size, setSize] = useState('M');
      const [agreed, setAgreed] = useState(false);
      const [sent, setSent] = useState<string[]>([]);
      return (
        <form
          aria-label="Order"
          onSubmit={(event) => {
            event.preventDefault();
            setSent((before) => [...before, name]);
          }}
        >
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
            <option>M</option>
            <option>L</option>
          </select>
          <input
            type="checkbox"
            aria-label="Agreed"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <input type="file" aria-label="Photo" />
          <output>{`${name}, ${size}${agreed ? ', agreed' : ''}`}</output>
          <button type="button" onClick={() => setCount((value) => value + 1)}>
            <span>{`${data.label} ${count}`}</span>
          </button>
          <a href="#seats">{`${data.label} map`}</a>
          <button type="submit">Send</button>
          <p>{`Sent: ${sent.join(' / ')}`}</p>
        </form>
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

    it('leaves the fields as the visitor left them, and the block knows it', async () => {
      const { arrive } = await hydrateBeforeTheCode();
      // As a browser types (user-event's own tracking of a field's value would stand in React's way).
      fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Camille' },
      });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Agreed' }));
      const photo = screen.getByLabelText<HTMLInputElement>('Photo');
      await userEvent.upload(photo, new File(['x'], 'pass.png', { type: 'image/png' }));
      expect(screen.getByRole('status')).toHaveTextContent(/^, M$/);

      await act(async () => arrive());
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('Camille, L, agreed'),
      );
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Camille');
      expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('L');
      expect(screen.getByRole('checkbox', { name: 'Agreed' })).toBeChecked();
      // A file chosen stays as it is: no script may set one.
      expect(photo.files?.[0]?.name).toBe('pass.png');
      // Its own again: typing goes on from there.
      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' M.');
      expect(screen.getByRole('status')).toHaveTextContent('Camille M., L, agreed');
    });

    it('holds a form sent meanwhile, and sends it once, with what was typed, to its own handler', async () => {
      const { arrive } = await hydrateBeforeTheCode();
      fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Camille' },
      });
      const sending = new Promise<Event>((resolve) => {
        document.addEventListener('submit', resolve, { once: true });
      });
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      // Held: the browser does not send it itself (the page would leave).
      expect((await sending).defaultPrevented).toBe(true);
      expect(screen.getByText(/^Sent:/)).toHaveTextContent(/^Sent:$/);

      await act(async () => arrive());
      await waitFor(() => expect(screen.getByText(/^Sent:/)).toHaveTextContent(/^Sent: Camille$/));
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

import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.js';

const seen: boolean[] = [];

function AddButton() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Ajouter au panier</button>;
}

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<AddButton />)).toBe('<button disabled="">Ajouter au panier</button>');
  });

  it('is false in the render that hydrates, as the server rendered it, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddButton />);
    document.body.append(container);
    seen.length = 0;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <AddButton />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });

  it('is true at once in a part rendered in the browser after hydration', () => {
    render(<AddButton />);
    expect(seen).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });
});

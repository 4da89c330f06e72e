import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Contained } from './contained.js';

function FailsToRender(): never {
  throw new Error('e.dataLayer.some is not a function');
}

function FailsInAnEffect() {
  useEffect(() => {
    throw new TypeError('e.dataLayer.some is not a function');
  }, []);
  return <p>Mesure d’audience</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Contained', () => {
  it('renders what it holds while it works', () => {
    render(
      <Contained name="consent">
        <p>Bandeau de consentement</p>
      </Contained>,
    );
    expect(screen.getByText('Bandeau de consentement')).toBeInTheDocument();
  });

  it.each([
    ['while rendering', <FailsToRender key="render" />],
    ['in an effect', <FailsInAnEffect key="effect" />],
  ])('leaves out what fails %s, logs it, and keeps the rest of the page', (_, failing) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Billetterie</h1>
        <Contained name="analytics">{failing}</Contained>
        <Contained name="live notifications">
          <p>Notifications</p>
        </Contained>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Billetterie' })).toBeInTheDocument();
    expect(screen.getByText('Notifications')).toBeInTheDocument();
    expect(screen.queryByText('Mesure d’audience')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      '[analytics] failed and was left out; the page goes on without it',
      expect.objectContaining({ message: 'e.dataLayer.some is not a function' }),
      expect.any(String),
    );
  });
});

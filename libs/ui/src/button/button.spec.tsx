import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../testing/index.js';
import { Button, buttonClassName } from './button.js';

describe('Button', () => {
  it('is a button that does not submit forms unless asked', async () => {
    const onClick = vi.fn();
    renderInLocale(<Button onClick={onClick}>Acheter</Button>);
    const button = screen.getByRole('button', { name: 'Acheter' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and refuses clicks while loading', async () => {
    const onClick = vi.fn();
    renderInLocale(
      <Button loading onClick={onClick}>
        Payer
      </Button>,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: /Payer/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives links the look of a CTA', () => {
    expect(buttonClassName({ variant: 'avis' })).toContain('avis');
    expect(buttonClassName({ variant: 'dark', fullWidth: true })).toContain('fullWidth');
  });
});

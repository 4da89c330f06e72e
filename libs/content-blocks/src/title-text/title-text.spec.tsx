import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infoEn, legalFr, membersOnlyFr, titleTextFr } from '../kit/fixtures/blocks.js';
import { Blocks } from '../registry/blocks.js';

describe('title-text block', () => {
  it('shows a title and its text, line breaks kept', () => {
    renderInLocale(<Blocks blocks={[titleTextFr]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Accès au circuit' })).toBeInTheDocument();
    const text = screen.getByText(/Parkings ouverts dès 7 h\./);
    expect(text.textContent).toBe('Parkings ouverts dès 7 h.\nNavettes gratuites depuis la gare.');
  });

  it('sets information apart with a decorative icon', () => {
    const { container } = renderInLocale(<Blocks blocks={[infoEn]} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Good to know' }).parentElement).toHaveClass('info');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows legal notices as small print', () => {
    renderInLocale(<Blocks blocks={[legalFr]} />);
    expect(screen.getByRole('heading', { name: 'Mentions légales' }).parentElement).toHaveClass(
      'legal',
    );
    expect(screen.getByText(/Programme susceptible de modifications/)).toBeInTheDocument();
  });

  it('ends on its call to action when it has one', () => {
    renderInLocale(<Blocks blocks={[membersOnlyFr]} />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '#login');
  });
});

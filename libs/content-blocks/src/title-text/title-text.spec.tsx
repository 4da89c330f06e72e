import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infoEn, legalFr, membersOnlyFr, titleTextFr } from '../kit/fixtures/blocks.js';
import { BlockList } from '../kit/render-blocks.js';
import { titleTextBlock } from './title-text.js';

const registry = { 'title-text': titleTextBlock };

describe('title-text block', () => {
  it('shows a title and its text, line breaks kept', () => {
    renderInLocale(<BlockList registry={registry} blocks={[titleTextFr]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Accès au circuit' })).toBeInTheDocument();
    const text = screen.getByText(/Parkings ouverts dès 7 h\./);
    expect(text.textContent).toBe('Parkings ouverts dès 7 h.\nNavettes gratuites depuis la gare.');
  });

  it('sets information apart with a decorative icon', () => {
    const { container } = renderInLocale(<BlockList registry={registry} blocks={[infoEn]} />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Good to know' }).parentElement).toHaveClass('info');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows legal notices as small print', () => {
    renderInLocale(<BlockList registry={registry} blocks={[legalFr]} />);
    expect(screen.getByRole('heading', { name: 'Mentions légales' }).parentElement).toHaveClass(
      'legal',
    );
    expect(screen.getByText(/Programme susceptible de modifications/)).toBeInTheDocument();
  });

  it('ends on its call to action when it has one', () => {
    renderInLocale(<BlockList registry={registry} blocks={[membersOnlyFr]} />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '#login');
  });
});

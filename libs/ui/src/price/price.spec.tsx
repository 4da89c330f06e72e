import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../testing/index.js';
import { Price } from './price.js';

// Testing Library reads no-break spaces as plain spaces.
describe('Price', () => {
  it('shows the amount with French separators', () => {
    renderInLocale(<Price value={1234500} />, { locale: 'fr' });
    expect(screen.getByText('1 234,50 €')).toBeInTheDocument();
  });

  it('shows the amount with English separators', () => {
    renderInLocale(<Price value={1234500} />, { locale: 'en' });
    expect(screen.getByText('1,234.50 €')).toBeInTheDocument();
  });
});

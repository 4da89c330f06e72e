import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../testing/index.js';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('announces that something is loading, in French by default', () => {
    renderInLocale(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('announces what is loading when told', () => {
    renderInLocale(<Spinner label="Loading the seats" />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the seats');
  });
});

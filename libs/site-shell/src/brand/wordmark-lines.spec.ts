import { describe, expect, it } from 'vitest';
import { wordmarkLines } from './wordmark-lines.js';

describe('wordmarkLines', () => {
  it('splits a title between words where the longer line is shortest', () => {
    expect(wordmarkLines('24 Heures du Mans')).toEqual(['24 Heures', 'du Mans']);
    expect(wordmarkLines('24 Hours of Le Mans')).toEqual(['24 Hours', 'of Le Mans']);
    expect(wordmarkLines('Le Mans Classic')).toEqual(['Le Mans', 'Classic']);
  });

  it('keeps a single word on one line', () => {
    expect(wordmarkLines(' Karting ')).toEqual(['Karting']);
  });
});

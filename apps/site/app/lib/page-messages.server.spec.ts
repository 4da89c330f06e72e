import { describe, expect, it } from 'vitest';
import { pageMessages } from './page-messages.server';

const catalog = Object.freeze({
  'header.menu': ['Menu'],
  'blocks.gallery.next': ['Suivante'],
  'blocks.program.day': ['Jour'],
  'blocks.news.more': ['Plus'],
});
const ids = {
  shared: ['header.menu'],
  blocks: { gallery: ['blocks.gallery.next'], program: ['blocks.program.day'] },
};

describe('pageMessages', () => {
  it('writes the frame’s messages and those of the page’s block types, marked partial', () => {
    const page = pageMessages(catalog, ['gallery'], ids);
    expect(page.partial).toBe(true);
    expect(JSON.parse(page.text)).toEqual({
      'header.menu': ['Menu'],
      'blocks.gallery.next': ['Suivante'],
    });
    expect(JSON.parse(pageMessages(catalog, [], ids).text)).toEqual({ 'header.menu': ['Menu'] });
  });

  it('writes the whole catalog where the build names no ids (development, tests)', () => {
    expect(pageMessages(catalog, ['gallery'], null)).toEqual({
      text: JSON.stringify(catalog),
      partial: false,
    });
  });

  it('writes a set of block types once for a catalog that cannot change, in any order', () => {
    const first = pageMessages(catalog, ['program', 'gallery', 'gallery'], ids);
    expect(pageMessages(catalog, ['gallery', 'program'], ids)).toBe(first);
    expect(Object.keys(JSON.parse(first.text) as object)).toHaveLength(3);
  });
});

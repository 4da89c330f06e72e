// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBlock, aBlockOfNewerType, richTextFr, titleFr } from '../fixtures/blocks.js';
import { prepareBlocks } from './validate.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareBlocks', () => {
  it('drops a block whose data is not valid, with a warning that names it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = aBlock('title', { title: '', level: 7 });
    const prepared = prepareBlocks([broken, titleFr, aBlock('rich-text', { html: 42 })]);
    expect(prepared).toEqual([titleFr]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`Block ${broken.id} (title) skipped`),
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('sanitizes the HTML of the blocks it keeps', () => {
    const dirty = aBlock('rich-text', {
      html: '<p onclick="steal()">Bonjour<script>steal()</script></p>',
    });
    const [clean] = prepareBlocks([dirty, richTextFr]);
    expect(clean?.data).toEqual({ html: '<p>Bonjour</p>' });
  });

  it('lets a type it has no schema for through, for the registry to skip', () => {
    const newer = aBlockOfNewerType({ endsAt: '2026-06-13T16:00:00Z' });
    expect(prepareBlocks([newer])).toEqual([newer]);
  });
});

// @vitest-environment node
import type { Ticket } from '@paddock/api-clients/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBlock, aBlockOfNewerType, richTextFr, titleFr } from '../kit/fixtures/blocks.js';
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

  it('prepares the same blocks with the same catalogue once, and shares a result nobody can change', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = [aBlock('title', { title: '', level: 7 }), titleFr];
    const tickets: Ticket[] = [];
    const first = prepareBlocks(answer, { tickets });
    expect(prepareBlocks(answer, { tickets })).toBe(first);
    // A bad block is reported once per answer of the content service, not once per request.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.every((block) => Object.isFrozen(block))).toBe(true);
    // Another catalogue, or another answer (another array), is prepared anew.
    expect(prepareBlocks(answer, { tickets: [] })).not.toBe(first);
    expect(prepareBlocks([...answer], { tickets })).not.toBe(first);
    expect(prepareBlocks([...answer], { tickets })).toEqual(first);
  });

  it('lets a type it has no schema for through, for the registry to skip', () => {
    const newer = aBlockOfNewerType({ endsAt: '2026-06-13T16:00:00Z' });
    expect(prepareBlocks([newer])).toEqual([newer]);
  });
});

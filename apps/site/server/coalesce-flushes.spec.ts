import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesceFlushes } from './http.js';

/** A response as compression() leaves it: `write` says whether there is room, `flush` is counted. */
function compressedResponse() {
  const emitter = new EventEmitter();
  const state = { room: true, flushes: 0, writes: [] as string[] };
  const response = Object.assign(emitter, {
    writableEnded: false,
    destroyed: false,
    write: (chunk: string) => {
      state.writes.push(chunk);
      return state.room;
    },
    flush: () => {
      state.flushes++;
    },
  });
  coalesceFlushes({} as Request, response as unknown as Response, () => undefined);
  return { response, state };
}

async function turns(count: number) {
  for (let turn = 0; turn < count; turn++) await nextTurn();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('coalesceFlushes', () => {
  it('flushes once the writes of a streamed page pause, not after each of them', async () => {
    const { response, state } = compressedResponse();
    for (const chunk of ['<html>', '<head>', '</head>']) {
      response.write(chunk);
      response.flush();
    }
    await nextTurn();
    response.write('<body>');
    response.flush();
    expect(state.flushes).toBe(0);
    await turns(3);
    expect(state.writes).toEqual(['<html>', '<head>', '</head>', '<body>']);
    expect(state.flushes).toBe(1);
  });

  it('waits for a full compressor to drain without spinning, then flushes', async () => {
    const { response, state } = compressedResponse();
    state.room = false;
    response.write('<html>');
    response.flush();
    const immediates = vi.spyOn(globalThis, 'setImmediate');
    await turns(20);
    // Twenty turns of the event loop (the test's own, from node:timers/promises): the middleware
    // asked for none of them, where polling for the drain asked for one each.
    expect(immediates).toHaveBeenCalledTimes(0);
    expect(state.flushes).toBe(0);
    response.emit('drain');
    await turns(3);
    expect(state.flushes).toBe(1);
  });

  it('never flushes a response that has ended', async () => {
    const { response, state } = compressedResponse();
    response.write('<html></html>');
    response.flush();
    response.writableEnded = true;
    await turns(3);
    expect(state.flushes).toBe(0);
  });
});

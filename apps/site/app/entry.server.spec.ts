import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedBody, documentStatus } from './entry.server';

describe('documentStatus', () => {
  it('answers a render error with 404, as the not-found view it shows', () => {
    expect(documentStatus(500)).toBe(404);
  });

  it('keeps every other status', () => {
    expect(documentStatus(200)).toBe(200);
    expect(documentStatus(404)).toBe(404);
    expect(documentStatus(301)).toBe(301);
    expect(documentStatus(503)).toBe(503);
  });
});

describe('batchedBody', () => {
  it('passes on what is written in one turn of the event loop as one chunk, in order', async () => {
    const events: string[] = [];
    const body = batchedBody(() => events.push('ended'));
    body.on('data', (chunk: Buffer) => events.push(chunk.toString()));
    const finished = new Promise((resolve) => body.on('end', resolve));
    for (const part of ['<html>', '<head>', '</head>']) body.write(part);
    await nextTurn();
    await nextTurn();
    // A page paused mid-way (a part waiting for its data) has sent what came before the pause.
    expect(events).toEqual(['<html><head></head>']);
    body.write('<body>');
    body.write('</body></html>');
    body.end();
    await finished;
    expect(events).toEqual(['<html><head></head>', '<body></body></html>', 'ended']);
  });
});

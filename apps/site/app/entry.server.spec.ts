import { describe, expect, it } from 'vitest';
import { documentStatus } from './entry.server';

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

import '@testing-library/jest-dom/vitest';
import { installDialogPolyfill } from '@paddock/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

installDialogPolyfill();
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

import '@testing-library/jest-dom/vitest';
import { installDialogPolyfill } from '@paddock/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The stand picker is a modal of the host: jsdom's <dialog> needs showModal() and close().
installDialogPolyfill();
beforeEach(() => localStorage.clear());
afterEach(cleanup);

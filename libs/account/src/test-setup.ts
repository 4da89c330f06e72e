import '@testing-library/jest-dom/vitest';
import { installDialogPolyfill } from '@paddock/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

installDialogPolyfill();
afterEach(cleanup);

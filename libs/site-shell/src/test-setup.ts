import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { installDialogPolyfill } from '@paddock/ui/testing';
import { afterEach } from 'vitest';

afterEach(cleanup);

installDialogPolyfill();

import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and some libraries need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test starts logged out, with no dialog open, no notification status and empty storage. The
// stores are required here, not imported: a test file's jest.mock(...) calls must be in place
// before the shared modules load, so they bind to the same (possibly mocked) modules the test uses.
beforeEach(() => {
  (require('../shared/src/testing/stores') as typeof import('../shared/src/testing/stores')).resetStores();
});

import '@testing-library/jest-dom';
import { server } from '../shared/src/testing/server';

// Every test starts logged out, with no dialog open, no notification status and empty storage. The
// stores are required here, not imported: a test file's jest.mock(...) calls must be in place
// before the shared modules load, so they bind to the same (possibly mocked) modules the test uses.
beforeEach(() => {
  (require('../shared/src/testing/stores') as typeof import('../shared/src/testing/stores')).resetStores();
});

// The network is MSW's: a request no handler answers is a network error and fails its test.
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unanswered.push(`${request.method} ${request.url}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`Nothing answered ${missed.join(', ')}: fake it with fakeApi(...)`);
});
afterAll(() => server.close());

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../shared/src/testing/server';

// findBy*/waitFor wait for a state; 1 s (their default) is a speed limit that a busy machine fails
// (deposit-flow tests did, beside a build). This bound only ends a wait for a state that never comes.
configure({ asyncUtilTimeout: 15_000 });

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

import { setupServer, type SetupServer } from 'msw/node';

/**
 * The one network fake of the Jest run (MSW). jest/setup.ts starts it, drops the handlers a test
 * added after that test, and fails a test that sent a request nothing answers. Add answers with
 * `fakeApi(...)`, or `server.use(...)` for a request outside the API.
 */
export const server: SetupServer = setupServer();

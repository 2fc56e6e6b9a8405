// The suites' servers take their ports where the API's tests do (below the ephemeral range).
export { freePort } from '../../api/test/free-port';

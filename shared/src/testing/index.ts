// Matcher types (toBeInTheDocument, ...) for every test that imports this subpath; the matchers
// themselves are installed by the root jest setup file.
/// <reference types="@testing-library/jest-dom" />
export { renderWithProviders, createTestQueryClient, TestProviders, type ProviderOptions } from './render';
export { resetStores, resetSessionStore, resetUiStore, signIn, testAuthData } from './stores';
export { testProtectionStatus } from './fixtures';
export { server } from './server';
export {
  apiHandlers,
  apiResponse,
  fakeApi,
  type ApiCall,
  type ApiReply,
  type ApiResolver,
  type ApiRoute,
  type ApiRoutes,
  type FakeApi,
} from './fake-api';

export { renderWithProviders, createTestQueryClient, TestProviders, type ProviderOptions } from './render';
export { resetStores, resetSessionStore, resetUiStore, signIn, testAuthData } from './stores';

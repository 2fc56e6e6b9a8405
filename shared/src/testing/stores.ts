import { notificationStatusStore, sessionStore, type StoredAuthData } from '../session';
import { uiStore } from '../ui';

/** A logged-in user for tests; fields can be overridden. */
export function testAuthData(overrides: Partial<StoredAuthData> = {}): StoredAuthData {
  return {
    token: 'test-token',
    username: 'tester',
    usercode: '100200',
    name: 'Test User',
    balance: 1250.5,
    ...overrides,
  };
}

/** Logs a test user into the page-wide session store. */
export function signIn(overrides: Partial<StoredAuthData> = {}): StoredAuthData {
  const data = testAuthData(overrides);
  sessionStore.getState().login(data);
  return data;
}

/** Logs out and clears stored auth data. */
export function resetSessionStore(): void {
  sessionStore.getState().clear();
}

/** Closes dialogs and restores every UI flag to its initial value. */
export function resetUiStore(): void {
  uiStore.getState().reset();
}

/** Resets session, UI and notification-status stores and local storage (call in `beforeEach`). */
export function resetStores(): void {
  resetSessionStore();
  resetUiStore();
  notificationStatusStore.setState({ unread: null });
  window.localStorage.clear();
}

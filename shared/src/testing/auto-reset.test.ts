import { notificationStatusStore, sessionStore } from '../session';
import { openDialog, uiStore } from '../ui';
import { signIn } from './stores';

// jest/setup.ts resets the page-wide stores before every test: the second test sees nothing of the first.
test('a test that logs in, opens a dialog and stores things…', () => {
  signIn();
  (openDialog as (id: string) => void)('account/login');
  notificationStatusStore.setState({ unread: 3 });
  localStorage.setItem('lang', 'en');
  expect(sessionStore.getState().hasLogin).toBe(true);
});

test('…leaves nothing to the next one', () => {
  expect(sessionStore.getState().hasLogin).toBe(false);
  expect(uiStore.getState().dialog).toBeNull();
  expect(notificationStatusStore.getState().unread).toBeNull();
  expect(localStorage.length).toBe(0);
});

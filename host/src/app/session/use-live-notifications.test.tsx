import { act, waitFor } from '@testing-library/react';
import type { RemoteModule } from '@playhub/shared/contracts';
import { signIn } from '@playhub/shared/testing';
import { fakeRegistry, renderHost } from '@/test/render-host';
import { useLiveNotifications } from './use-live-notifications';

const notifications: RemoteModule = { name: 'notifications', widgets: {} };

function Wiring() {
  useLiveNotifications();
  return null;
}

test('a visitor does not load the notifications vertical; a player does, whatever the header renders', async () => {
  const registry = fakeRegistry({ notifications });
  renderHost(<Wiring />, { registry });
  await act(async () => undefined);
  expect(registry.isLoaded('notifications')).toBe(false);
  act(() => void signIn());
  await waitFor(() => expect(registry.isLoaded('notifications')).toBe(true));
});

test('a notifications vertical that cannot load costs nothing but the count', async () => {
  const registry = fakeRegistry({});
  signIn();
  renderHost(<Wiring />, { registry });
  await act(async () => undefined);
  expect(registry.isLoaded('notifications')).toBe(false);
});

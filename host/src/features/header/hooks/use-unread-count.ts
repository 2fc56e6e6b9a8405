import { useEffect, useState } from 'react';
import { bus } from '@playhub/shared/bus';
import { useSession } from '@playhub/shared/session';

/** The unread notification count the notifications vertical announces (0 when logged out). */
export function useUnreadCount(): number {
  const hasLogin = useSession((s) => s.hasLogin);
  const [count, setCount] = useState(0);
  useEffect(() => bus.on('notifications:unread', ({ count: next }) => setCount(next)), []);
  return hasLogin ? count : 0;
}

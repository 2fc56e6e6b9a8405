import { bus } from '@playhub/shared/bus';

let intended: string | null = null;

/** Remembers where a visitor was going when the guard stopped them. */
export function rememberIntendedPath(path: string): void {
  intended = path;
}

/** After login, sends the player on to the remembered path (once). */
export function continueAfterLogin(navigate: (path: string) => void): () => void {
  return bus.on('auth:login', () => {
    if (intended) navigate(intended);
    intended = null;
  });
}

/** Forgets the remembered path (login dialog closed without logging in). */
export function forgetIntendedPath(): void {
  intended = null;
}

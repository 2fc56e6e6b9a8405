import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readJson, removeKey, storageKeys, writeJson } from '../storage';
import { storedAuthData, type StoredAuthData } from './auth-data';

/** Auth state of SPEC §3 plus the stored login data. */
export interface SessionState {
  hasLogin: boolean;
  balance: number | null;
  userName: string;
  userCode: string;
  authData: StoredAuthData | null;
  /** Sets up the session from a login/register response and stores it. */
  login(data: StoredAuthData): void;
  /** Ends the session locally (the server call is the caller's). */
  clear(): void;
  setBalance(balance: number): void;
  /** Merges fields into the stored login data (e.g. phone and smsVerified after verification). */
  updateAuthData(patch: Partial<StoredAuthData>): void;
}

function fromAuthData(data: StoredAuthData | null) {
  return {
    hasLogin: data !== null,
    authData: data,
    userName: data?.name ?? data?.username ?? '',
    userCode: data?.usercode ?? '',
    balance: data?.balance ?? null,
  };
}

/** Creates a session store restored from local storage (corrupt data means logged out). */
export function createSessionStore() {
  return createStore<SessionState>()((set, get) => ({
    ...fromAuthData(readJson(storageKeys.authData, storedAuthData)),
    login(data) {
      writeJson(storageKeys.authData, data);
      set(fromAuthData(data));
    },
    clear() {
      removeKey(storageKeys.authData);
      set(fromAuthData(null));
    },
    setBalance(balance) {
      if (get().balance !== balance) set({ balance });
    },
    updateAuthData(patch) {
      const current = get().authData;
      if (!current) return;
      const next = { ...current, ...patch };
      writeJson(storageKeys.authData, next);
      set(fromAuthData(next));
    },
  }));
}

/** The page-wide session store. */
export const sessionStore = createSessionStore();

/** React hook over the session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

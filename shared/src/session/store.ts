import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { BalanceData, WageringProgress } from '../contracts/transaction';
import { readJson, removeKey, storageKeys, writeJson } from '../storage';
import { storedAuthData, type StoredAuthData } from './auth-data';

/** Auth state of Requirements §3 plus the stored login data. */
export interface SessionState {
  hasLogin: boolean;
  balance: number | null;
  userName: string;
  userCode: string;
  authData: StoredAuthData | null;
  /** Cash the player can withdraw now (not bonus, not held); null until `user/balance` answered. */
  withdrawable: number | null;
  /** Cash held by pending withdrawals. */
  held: number | null;
  /** Bonus money, not withdrawable until its wagering is met. */
  bonus: number | null;
  /** Progress of the active bonus's wagering requirement, if there is one. */
  wagering: WageringProgress | null;
  /** Sets up the session from a login/register response and stores it. */
  login(data: StoredAuthData): void;
  /** Ends the session locally (the server call is the caller's). */
  clear(): void;
  /** Sets the playable balance (e.g. from a withdraw answer), before the next poll brings the rest. */
  setBalance(balance: number): void;
  /** Stores a `user/balance` answer; `balance` stays what the header shows. */
  setWallet(data: BalanceData): void;
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
    ...noWallet,
  };
}

const noWallet = { withdrawable: null, held: null, bonus: null, wagering: null };

const sameWagering = (a: WageringProgress | null, b: WageringProgress | null) =>
  a === b || (a !== null && b !== null && a.required === b.required && a.wagered === b.wagered);

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
    setWallet({ balance, withdrawable, held, bonus, wagering }) {
      const s = get();
      // Polled every 3 s: an unchanged answer must not re-render every subscriber.
      if (
        s.balance === balance &&
        s.withdrawable === withdrawable &&
        s.held === held &&
        s.bonus === bonus &&
        sameWagering(s.wagering, wagering)
      )
        return;
      set({ balance, withdrawable, held, bonus, wagering });
    },
    updateAuthData(patch) {
      const current = get().authData;
      if (!current) return;
      const next = { ...current, ...patch };
      writeJson(storageKeys.authData, next);
      // The money known now is newer than the balance stored at login.
      const { balance, withdrawable, held, bonus, wagering } = get();
      set({ ...fromAuthData(next), balance: patch.balance ?? balance, withdrawable, held, bonus, wagering });
    },
  }));
}

/** The page-wide session store. */
export const sessionStore = createSessionStore();

/** React hook over the session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

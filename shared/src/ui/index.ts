import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { DialogId, DialogParams } from '../contracts/remote';

/**
 * The dialog currently open (one at a time). Its params are as the caller passed them: the host
 * parses them with the declaring vertical's schema before the dialog renders.
 */
export interface OpenDialog {
  id: string;
  params: unknown;
  /** Increments on every open so the same dialog reopened remounts fresh. */
  key: number;
}

/** The action store of Requirements §3 plus dialog requests. */
export interface UiState {
  trialBonusAmount: number;
  sidebarOpen: boolean;
  profilePanelOpen: boolean;
  activeSliderSlug: string;
  dialog: OpenDialog | null;
  /** A dialog kept running beneath `dialog` (declared `keptBeneath`); it returns when that closes. */
  beneath: OpenDialog | null;
  /** How often live chat was asked for (`openChat`); the host's live chat answers each increase. */
  chatRequests: number;
  /**
   * Opens a dialog in place of the current one; a current dialog declared `keptBeneath` stays
   * open beneath it instead.
   */
  openDialog<Id extends DialogId>(
    id: Id,
    ...params: undefined extends DialogParams<Id> ? [DialogParams<Id>?] : [DialogParams<Id>]
  ): void;
  /**
   * Closes one dialog: the one with `key`, else the one on top (its ✕, Escape, its own close). The
   * one beneath, if any, is back. A key no longer open is ignored (a late close of a replaced dialog).
   */
  closeDialog(key?: number): void;
  /** Closes every dialog (login, logout, leaving for another page). */
  closeDialogs(): void;
  /** Asks the host to open live chat (or offer the call-request form when chat cannot load). */
  openChat(): void;
  setTrialBonusAmount(amount: number): void;
  setSidebarOpen(open: boolean): void;
  setProfilePanelOpen(open: boolean): void;
  setActiveSliderSlug(slug: string): void;
  reset(): void;
}

const initial = {
  trialBonusAmount: 0,
  sidebarOpen: false,
  profilePanelOpen: false,
  activeSliderSlug: 'home',
  dialog: null,
  beneath: null,
  chatRequests: 0,
};

let dialogKey = 0;

// Ids declared `keptBeneath`, page-wide (this module is one instance per page): the host adds a
// vertical's as its declarations load, which is before any of its dialogs renders.
const keptBeneath = new Set<string>();

/** Marks dialogs declared `keptBeneath` (the host, when it accepts a vertical's declarations). */
export function markKeptBeneath(ids: Iterable<string>): void {
  for (const id of ids) keptBeneath.add(id);
}

/** Creates an isolated UI store (tests); the app uses `uiStore`. */
export function createUiStore() {
  return createStore<UiState>()((set) => ({
    ...initial,
    openDialog(id, ...params) {
      dialogKey += 1;
      const next: OpenDialog = { id, params: params[0], key: dialogKey };
      set(({ dialog, beneath }) => {
        // Another game replaces the game; any other dialog goes over it.
        if (keptBeneath.has(id)) return { dialog: next, beneath: null };
        if (dialog && keptBeneath.has(dialog.id)) return { dialog: next, beneath: dialog };
        return { dialog: next, beneath };
      });
    },
    closeDialog: (key) =>
      set(({ dialog, beneath }) => {
        if (key !== undefined && key === beneath?.key) return { beneath: null };
        if (key !== undefined && key !== dialog?.key) return {};
        return { dialog: beneath, beneath: null };
      }),
    closeDialogs: () => set({ dialog: null, beneath: null }),
    openChat: () => set(({ chatRequests }) => ({ chatRequests: chatRequests + 1 })),
    setTrialBonusAmount: (trialBonusAmount) => set({ trialBonusAmount }),
    setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
    setProfilePanelOpen: (profilePanelOpen) => set({ profilePanelOpen }),
    setActiveSliderSlug: (activeSliderSlug) => set({ activeSliderSlug }),
    reset: () => set(initial),
  }));
}

/** The page-wide UI store. */
export const uiStore = createUiStore();

/** React hook over the UI store. */
export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}

/** Opens a dialog from anywhere (non-React code). */
export const openDialog: UiState['openDialog'] = (...args) => uiStore.getState().openDialog(...args);
/** Closes the dialog with `key` (default: the one on top); one kept beneath it is back. */
export const closeDialog = (key?: number) => uiStore.getState().closeDialog(key);
/** Closes every dialog. */
export const closeDialogs = () => uiStore.getState().closeDialogs();
/** Asks the host to open live chat (the bottom bar's Support, a celebration screen's Live Chat). */
export const openChat = () => uiStore.getState().openChat();

// Toasts and the dialog label: page-wide state, so the runtime's (a vertical's own copy of the kit
// re-exports these, and reaches the page's one toast layer and the host's dialog frame).
export { ToastHost, notify, TOAST, type NotifyOptions } from './toast';
export { DialogLabelContext } from './dialog-context';

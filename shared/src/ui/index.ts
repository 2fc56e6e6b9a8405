import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { DialogId, DialogParamsMap } from '../contracts/remote';

/** The dialog currently open (one at a time). */
export interface OpenDialog<Id extends DialogId = DialogId> {
  id: Id;
  params: DialogParamsMap[Id];
  /** Increments on every open so the same dialog reopened remounts fresh. */
  key: number;
}

/** The spec's action store (SPEC §3) plus dialog requests. */
export interface UiState {
  trialBonusAmount: number;
  sidebarOpen: boolean;
  profilePanelOpen: boolean;
  activeSliderSlug: string;
  dialog: OpenDialog | null;
  /** Opens a dialog and closes every other one. */
  openDialog<Id extends DialogId>(
    id: Id,
    ...params: undefined extends DialogParamsMap[Id] ? [DialogParamsMap[Id]?] : [DialogParamsMap[Id]]
  ): void;
  closeDialogs(): void;
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
};

let dialogKey = 0;

/** Creates an isolated UI store (tests); the app uses `uiStore`. */
export function createUiStore() {
  return createStore<UiState>()((set) => ({
    ...initial,
    openDialog(id, ...params) {
      dialogKey += 1;
      set({ dialog: { id, params: params[0] as never, key: dialogKey } });
    },
    closeDialogs: () => set({ dialog: null }),
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
/** Closes every dialog. */
export const closeDialogs = () => uiStore.getState().closeDialogs();

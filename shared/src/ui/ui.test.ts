import { createUiStore, markKeptBeneath } from '.';

// Shared knows no vertical's ids (each vertical declares its own): the store is tested untyped.
const opener = (ui: ReturnType<typeof createUiStore>) =>
  ui.getState().openDialog as unknown as (id: string, params?: unknown) => void;
markKeptBeneath(['casino/play']);

describe('ui store', () => {
  it('keeps one dialog at a time: opening one replaces the other', () => {
    const ui = createUiStore();
    opener(ui)('account/login');
    opener(ui)('wallet/deposit', { id: 1, type: 1, title: 'Papara' });
    expect(ui.getState().dialog).toMatchObject({
      id: 'wallet/deposit',
      params: { id: 1, type: 1, title: 'Papara' },
    });
    ui.getState().closeDialogs();
    expect(ui.getState().dialog).toBeNull();
  });

  it('keeps the phone game beneath a dialog opened over it; closing that one returns to the game', () => {
    const ui = createUiStore();
    opener(ui)('casino/play', { encoded: 'game-a' });
    const game = ui.getState().dialog!;
    opener(ui)('wallet/deposit-modal', { mode: 'deposit', fullHeight: true });
    expect(ui.getState().dialog?.id).toBe('wallet/deposit-modal');
    expect(ui.getState().beneath).toBe(game);
    // A dialog replacing the one on top keeps the game beneath.
    opener(ui)('wallet/deposit', { id: 4, type: 3, title: 'Papara' });
    expect(ui.getState().beneath).toBe(game);
    ui.getState().closeDialog();
    expect(ui.getState().dialog).toBe(game);
    expect(ui.getState().beneath).toBeNull();
    // Another game replaces the game; closing everything closes both.
    opener(ui)('casino/play', { encoded: 'game-b' });
    expect(ui.getState().beneath).toBeNull();
    opener(ui)('account/login');
    ui.getState().closeDialogs();
    expect(ui.getState()).toMatchObject({ dialog: null, beneath: null });
  });

  it('a dialog closes itself by its key: the game beneath, or a late close of one already replaced', () => {
    const ui = createUiStore();
    opener(ui)('casino/play', { encoded: 'game-a' });
    const game = ui.getState().dialog!.key;
    opener(ui)('wallet/deposit-modal');
    const deposit = ui.getState().dialog!;
    ui.getState().closeDialog(game);
    expect(ui.getState()).toMatchObject({ dialog: deposit, beneath: null });
    opener(ui)('account/login');
    ui.getState().closeDialog(deposit.key);
    expect(ui.getState().dialog?.id).toBe('account/login');
  });

  it('closing the only dialog leaves none; other dialogs replace each other', () => {
    const ui = createUiStore();
    opener(ui)('account/login');
    opener(ui)('account/recovery');
    expect(ui.getState().beneath).toBeNull();
    ui.getState().closeDialog();
    expect(ui.getState().dialog).toBeNull();
  });

  it('gives a reopened dialog a new key so it starts fresh', () => {
    const ui = createUiStore();
    opener(ui)('account/login');
    const first = ui.getState().dialog!.key;
    opener(ui)('account/login');
    expect(ui.getState().dialog!.key).not.toBe(first);
  });

  it('counts requests for live chat, which the host answers (no bus request)', () => {
    const ui = createUiStore();
    const seen: number[] = [];
    ui.subscribe((state, previous) => {
      if (state.chatRequests > previous.chatRequests) seen.push(state.chatRequests);
    });
    ui.getState().openChat();
    ui.getState().openChat();
    expect(seen).toEqual([1, 2]);
  });

  it('reset restores the action store defaults', () => {
    const ui = createUiStore();
    ui.getState().setTrialBonusAmount(50);
    ui.getState().setSidebarOpen(true);
    ui.getState().reset();
    expect(ui.getState()).toMatchObject({ trialBonusAmount: 0, sidebarOpen: false, dialog: null });
  });
});

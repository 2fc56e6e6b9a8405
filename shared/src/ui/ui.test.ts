import { createUiStore } from '.';

describe('ui store', () => {
  it('keeps one dialog at a time: opening one replaces the other', () => {
    const ui = createUiStore();
    ui.getState().openDialog('account/login');
    ui.getState().openDialog('wallet/deposit', { id: 1, type: 1, title: 'Papara' });
    expect(ui.getState().dialog).toMatchObject({
      id: 'wallet/deposit',
      params: { id: 1, type: 1, title: 'Papara' },
    });
    ui.getState().closeDialogs();
    expect(ui.getState().dialog).toBeNull();
  });

  it('gives a reopened dialog a new key so it starts fresh', () => {
    const ui = createUiStore();
    ui.getState().openDialog('account/login');
    const first = ui.getState().dialog!.key;
    ui.getState().openDialog('account/login');
    expect(ui.getState().dialog!.key).not.toBe(first);
  });

  it('reset restores the action store defaults', () => {
    const ui = createUiStore();
    ui.getState().setTrialBonusAmount(50);
    ui.getState().setSidebarOpen(true);
    ui.getState().reset();
    expect(ui.getState()).toMatchObject({ trialBonusAmount: 0, sidebarOpen: false, dialog: null });
  });
});

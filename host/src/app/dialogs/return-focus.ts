import { uiStore } from '@playhub/shared/ui';

/**
 * Gives focus back to the control that opened the first of a run of dialogs (login → recovery
 * counts as one run) once the last one closes: the dialog manager unmounts its <dialog>, so the
 * browser's own restore on close() never runs and focus would fall to <body>. A dialog opened over
 * one kept beneath it (the deposit over the phone's game) gives focus back inside that one when it
 * closes. Returns the stop.
 */
export function returnFocusToOpener(): () => void {
  let opener: HTMLElement | null = null;
  let overOpener: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Read synchronously: the request comes from the click or key press on the opener.
  const focused = () => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  };
  // After React has removed the dialog (focus is then on <body>, or on the dialog left beneath).
  const restore = (target: HTMLElement | null) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || active.tagName === 'DIALOG';
      if (target?.isConnected && lost && !target.closest('[inert]')) target.focus({ preventScroll: true });
    });
  };
  const unsubscribe = uiStore.subscribe((state, previous) => {
    if (state.beneath && state.beneath.key !== previous.beneath?.key) {
      overOpener = focused();
    } else if (previous.beneath && state.dialog?.key === previous.beneath.key) {
      restore(overOpener);
      overOpener = null;
    } else if (state.dialog && !previous.dialog) {
      clearTimeout(timer);
      opener = focused();
    } else if (!state.dialog && previous.dialog) {
      restore(opener);
      opener = null;
      overOpener = null;
    }
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

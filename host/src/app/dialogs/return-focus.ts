import { uiStore } from '@playhub/shared/ui';

/**
 * The control that opened the menu or panel `el` is in: the `aria-controls` owner of its nearest
 * ancestor with an id (the account dropdown's toggle, the phone's account or menu button). Focus
 * goes there when `el` is gone once its dialog closes (issue 33: the notification sheet opened from
 * the account menu or the profile panel, which closed behind it).
 */
function triggerOf(el: HTMLElement): HTMLElement | null {
  const owners = [...document.querySelectorAll<HTMLElement>('[aria-controls]')];
  for (let node = el.parentElement; node; node = node.parentElement) {
    const id = node.id;
    if (!id) continue;
    const owner = owners.find(
      (o) => !node.contains(o) && (o.getAttribute('aria-controls') ?? '').split(/\s+/).includes(id),
    );
    if (owner) return owner;
  }
  return null;
}

/** Focuses the first of `targets` that can take focus (still there, not inert, not hidden). */
function focusFirst(targets: ReadonlyArray<HTMLElement | null>): void {
  for (const target of targets) {
    if (!target?.isConnected || target.closest('[inert]')) continue;
    target.focus({ preventScroll: true });
    if (document.activeElement === target) return;
  }
}

/**
 * Gives focus back to the control that opened the first of a run of dialogs (login → recovery
 * counts as one run) once the last one closes: the dialog manager unmounts its <dialog>, so the
 * browser's own restore on close() never runs and focus would fall to <body>. When that control is
 * gone or hidden (an entry of a menu that closed), the menu's trigger gets it instead. A dialog that
 * opens as another closes (the game after the login it needed) inherits that one's opener. A dialog
 * opened over one kept beneath it (the deposit over the phone's game) gives focus back inside that
 * one when it closes. Returns the stop.
 */
export function returnFocusToOpener(): () => void {
  let opener: HTMLElement | null = null;
  let openerTrigger: HTMLElement | null = null;
  let overOpener: HTMLElement | null = null;
  /** The controls a scheduled restore will focus (a dialog opened meanwhile takes them over). */
  let pending: [HTMLElement | null, HTMLElement | null] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Read synchronously: the request comes from the click or key press on the opener.
  const focused = () => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  };
  // After React has removed the dialog (focus is then on <body>, or on the dialog left beneath).
  const restore = (targets: [HTMLElement | null, HTMLElement | null]) => {
    clearTimeout(timer);
    pending = targets;
    timer = setTimeout(() => {
      pending = null;
      const active = document.activeElement;
      const lost = !active || active === document.body || active.tagName === 'DIALOG' || !active.isConnected;
      if (lost) focusFirst(targets);
    });
  };
  const unsubscribe = uiStore.subscribe((state, previous) => {
    if (state.beneath && state.beneath.key !== previous.beneath?.key) {
      overOpener = focused();
    } else if (previous.beneath && state.dialog?.key === previous.beneath.key) {
      restore([overOpener, null]);
      overOpener = null;
    } else if (state.dialog && !previous.dialog) {
      clearTimeout(timer);
      const active = focused();
      // Focus still in the dialog that just closed (its submit button): that dialog's opener.
      if (pending && (!active || active.closest('dialog'))) [opener, openerTrigger] = pending;
      else [opener, openerTrigger] = [active, active && triggerOf(active)];
      pending = null;
    } else if (!state.dialog && previous.dialog) {
      restore([opener, openerTrigger]);
      opener = null;
      openerTrigger = null;
      overOpener = null;
    }
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

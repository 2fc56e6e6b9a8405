const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'select:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

const shown = (el: HTMLElement) => !el.closest('[hidden], [inert]') && (el.checkVisibility?.() ?? true);

/** The field a dialog starts on: one marked `autofocus`, else its first enabled, visible field. */
export function firstField(root: HTMLElement): HTMLElement | null {
  const marked = root.querySelector<HTMLElement>('[autofocus]');
  if (marked && shown(marked)) return marked;
  return [...root.querySelectorAll<HTMLElement>(FIELD)].find(shown) ?? null;
}

/**
 * Keeps focus on a field of an open dialog: its first field as soon as it renders (dialog content
 * loads lazily, so the browser's own pick at showModal() is the box or ✕), and again when a step
 * replaces the focused control (focus would fall to <body>). Once the player has clicked or typed,
 * only lost focus is put back. Returns the stop function.
 */
export function keepFocusOnFields(dialog: HTMLDialogElement): () => void {
  let touched = false;
  const place = () => {
    const active = document.activeElement as HTMLElement | null;
    // A dialog open over this one (the deposit over the game) has the player's attention.
    if (active && !dialog.contains(active) && active.closest('dialog[open]')) return;
    const lost = !active || active === document.body || active === dialog;
    if (touched ? !lost : active !== null && active.matches(FIELD) && dialog.contains(active)) return;
    firstField(dialog)?.focus();
  };
  const touch = () => {
    touched = true;
  };
  const observer = new MutationObserver(place);
  observer.observe(dialog, { childList: true, subtree: true });
  dialog.addEventListener('pointerdown', touch, true);
  dialog.addEventListener('keydown', touch, true);
  place();
  return () => {
    observer.disconnect();
    dialog.removeEventListener('pointerdown', touch, true);
    dialog.removeEventListener('keydown', touch, true);
  };
}

// A modal <dialog> sits in the browser's top layer, above any z-index, and makes everything outside
// it inert. A toast container on <body> is then drawn under the backdrop (hidden by a full-screen
// dialog on phones) and cannot be clicked; a `popover` shown over the dialog is in the top layer
// but still inert outside the dialog (Chromium: not hit-testable, not clickable). So the container
// lives in one node that is moved into the topmost open modal dialog, and back to <body> when none
// is open. React renders into the node through a portal, so moving it keeps the toasts alive.

let layer: HTMLDivElement | null = null;
/** Open modal dialogs in the order they opened (the last one is on top). */
const stack: HTMLDialogElement[] = [];

// Without `:modal` (jsdom) every open dialog counts; the site opens dialogs with showModal() only.
const knowsModal = (): boolean => typeof CSS !== 'undefined' && CSS.supports?.('selector(:modal)') === true;
const isModal = (dialog: HTMLDialogElement): boolean =>
  dialog.open && dialog.isConnected && (!knowsModal() || dialog.matches(':modal'));

function track(dialog: HTMLDialogElement): void {
  const at = stack.indexOf(dialog);
  if (at >= 0) stack.splice(at, 1);
  if (isModal(dialog)) stack.push(dialog);
}

function place(): void {
  // The page may be going away (a test environment torn down under a pending observer callback).
  if (!layer || typeof document === 'undefined' || !document.body) return;
  for (let i = stack.length - 1; i >= 0; i -= 1) if (!isModal(stack[i]!)) stack.splice(i, 1);
  const target = stack[stack.length - 1] ?? document.body;
  if (layer.parentNode !== target) target.appendChild(layer);
  clearHeader(target);
}

/**
 * Where toasts may start in the open dialog without covering its title and close button (issue 33:
 * on a phone the dialog fills the screen and its header is at the top, where toasts are): the
 * bottom of its `[data-dialog-header]` parts, as `--ph-toast-top` on the layer (the phone's toast
 * styles use it). Measured only while toasts are shown, when the DOM changed.
 */
function clearHeader(target: Element): void {
  if (!layer) return;
  const parts = target === document.body ? [] : target.querySelectorAll('[data-dialog-header]');
  watchHeader(parts);
  if (parts.length === 0 || !layer.querySelector('.Toastify__toast')) {
    if (parts.length === 0) layer.style.removeProperty('--ph-toast-top');
    return;
  }
  let bottom = 0;
  parts.forEach((part) => {
    bottom = Math.max(bottom, part.getBoundingClientRect().bottom);
  });
  const value = `${Math.max(0, Math.round(bottom))}px`;
  if (layer.style.getPropertyValue('--ph-toast-top') !== value)
    layer.style.setProperty('--ph-toast-top', value);
}

/** The header parts whose size is watched: a size change moves no node, so no mutation tells. */
const watched = new Set<Element>();
let resizes: ResizeObserver | null = null;

/**
 * Measures again when a dialog header changes size without a DOM change (its web font arriving, a
 * title wrapping at another width): a toast shown before would otherwise stay where the old header
 * ended, over the title or the close button.
 */
function watchHeader(parts: Iterable<Element>): void {
  if (typeof ResizeObserver === 'undefined') return;
  resizes ??= new ResizeObserver(() => place());
  for (const part of watched)
    if (!part.isConnected) {
      resizes.unobserve(part);
      watched.delete(part);
    }
  for (const part of parts)
    if (!watched.has(part)) {
      watched.add(part);
      resizes.observe(part);
    }
}

function watch(): void {
  document.querySelectorAll('dialog[open]').forEach((d) => track(d as HTMLDialogElement));
  // `open` flips on showModal()/close(); a dialog React removes while open only leaves the tree.
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLDialogElement) track(record.target);
    }
    place();
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
}

/**
 * The node the page's toast container renders into (created on first use): inside the topmost
 * open modal dialog while one is open, else on <body>. Toasts raised in a dialog are on top of it,
 * clickable and announced (content outside a modal dialog is hidden from assistive technology).
 */
export function toastLayer(): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    layer.setAttribute('data-toast-layer', '');
    watch();
    place();
  }
  return layer;
}

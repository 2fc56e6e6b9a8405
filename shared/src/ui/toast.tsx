import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Id, ToastContent, ToastOptions, UpdateOptions } from 'react-toastify';
import { TOAST } from './toast-constants';
import { toastLayer } from './toast-layer';

export { TOAST };

// react-toastify (and its container) load with the first toast, not with the page: start-up shows
// none. Calls made meanwhile run in order once it is in (toastify queues toasts until its container
// mounts), and ids are ours, so `notify.*` still answers synchronously.
type Toastify = typeof import('react-toastify');
let toastify: Promise<Toastify> | null = null;
let wanted = false;
const listeners = new Set<() => void>();
const load = (): Promise<Toastify> => {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notifyListener) => notifyListener());
  }
  return (toastify ??= import('react-toastify'));
};
const run = (call: (lib: Toastify) => void): void => {
  void load().then(call);
};
let seq = 0;
const newId = (options?: ToastOptions): Id => options?.toastId ?? `ph-toast-${++seq}`;

const ToastContainerHost = lazy(() => load().then(() => import('./toast-container')));

/**
 * The page's single toast container (the host renders it once); mounts with the first toast, in
 * the toast layer, which follows the open modal dialog so toasts are always on top.
 */
export function ToastHost() {
  const mount = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => wanted,
    () => false,
  );
  if (!mount) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>,
    toastLayer(),
  );
}

/**
 * Options of a toast: react-toastify's, plus `form`, the form or flow it reports on (issue 33): a
 * success, info or plain toast of that form closes the form's error and warning toasts still shown
 * (the retry worked: no "wrong password" beside "password changed"), and a new error of it replaces
 * its last one instead of stacking.
 */
export interface NotifyOptions extends ToastOptions {
  form?: string;
}

/** Error and warning toasts still up, by the form that raised them. */
const complaints = new Map<string, Set<Id>>();

/** Closes the error and warning toasts of `form` still shown (a new toast of the form replaces them). */
const settle = (form: string | undefined): void => {
  const ids = form ? complaints.get(form) : undefined;
  if (!form || !ids?.size) return;
  complaints.delete(form);
  run(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
};

/** A toast helper: our id at once, the toast itself once react-toastify is in. */
const show =
  (
    send: (lib: Toastify, message: ToastContent, options: ToastOptions) => void,
    outcome: 'complaint' | 'good' = 'good',
  ) =>
  (message: ToastContent, options?: NotifyOptions): Id => {
    const { form, ...rest } = options ?? {};
    settle(form);
    const toastId = newId(rest);
    if (form && outcome === 'complaint') complaints.set(form, new Set([toastId]));
    run((lib) => send(lib, message, { ...rest, toastId }));
    return toastId;
  };
const spinner = show(({ toast }, message, options) => toast.loading(message, options));

/** Toast helpers for the six toast types of Requirements §8; each returns the toast id. */
export const notify = {
  /** Green success toast. */
  success: show(({ toast }, message, options) => toast.success(message, options)),
  /** Red error toast (server messages on failure). */
  error: show(({ toast }, message, options) => toast.error(message, options), 'complaint'),
  /** Blue information toast. */
  info: show(({ toast }, message, options) => toast.info(message, options)),
  /** Amber warning toast. */
  warning: show(({ toast }, message, options) => toast.warning(message, options), 'complaint'),
  /** Plain toast without an icon. */
  blank: show(({ toast }, message, options) => toast(message, options)),
  /**
   * Spinner toast closed after 30000 ms. react-toastify never auto-closes a loading toast, so a
   * timer dismisses it; update it with `notify.update` to turn it into a result toast sooner.
   */
  loading: (message: ToastContent, options?: NotifyOptions): Id => {
    const toastId = spinner(message, options);
    setTimeout(() => run(({ toast }) => toast.dismiss(toastId)), TOAST.loadingAutoCloseMs);
    return toastId;
  },
  /** Changes a toast in place (e.g. loading → success). */
  update: (id: Id, options?: UpdateOptions): void => run(({ toast }) => toast.update(id, options)),
  /** Closes one toast, or all without an id. */
  dismiss: (id?: Id): void => {
    if (toastify) run(({ toast }) => toast.dismiss(id));
  },
};

import {
  ToastContainer,
  cssTransition,
  toast,
  type Id,
  type ToastContent,
  type ToastOptions,
} from 'react-toastify';
import { createGlobalStyle } from 'styled-components';

/** Toast constants of SPEC §9. */
export const TOAST = {
  limit: 5,
  autoCloseMs: 4000,
  loadingAutoCloseMs: 30000,
  enterMs: 350,
  exitMs: 800,
} as const;

// react-toastify 11 injects its own base CSS when ToastContainer mounts (no CSS import needed);
// these rules only retheme it and define the slide used below.
const ToastStyles = createGlobalStyle`
  :root {
    --toastify-z-index: ${({ theme }) => theme.zIndex.toast};
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-color-info: ${({ theme }) => theme.colors.info};
    --toastify-color-success: ${({ theme }) => theme.colors.successText};
    --toastify-color-warning: ${({ theme }) => theme.colors.warning};
    --toastify-color-error: ${({ theme }) => theme.colors.dangerText};
    --toastify-spinner-color: ${({ theme }) => theme.colors.accent};
    --toastify-spinner-color-empty-area: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .Toastify__toast-theme--dark { border: 1px solid ${({ theme }) => theme.colors.border}; }
  .ph-toast-enter { animation: ph-toast-in ${TOAST.enterMs}ms cubic-bezier(0.23, 1, 0.32, 1) both; }
  .ph-toast-exit { animation: ph-toast-out ${TOAST.exitMs}ms ease-in both; }
  @keyframes ph-toast-in {
    from { transform: translate3d(0, -110%, 0); opacity: 0; visibility: visible; }
    to { transform: translate3d(0, 0, 0); opacity: 1; }
  }
  @keyframes ph-toast-out {
    from { transform: translate3d(0, 0, 0); opacity: 1; }
    to { transform: translate3d(0, -110%, 0); opacity: 0; visibility: hidden; }
  }
`;

/** Slide from the top: enter 350 ms, exit 800 ms (durations live in the CSS animations above). */
export const toastSlide = cssTransition({
  enter: 'ph-toast-enter',
  exit: 'ph-toast-exit',
  collapseDuration: 300,
});

/** The page's single toast container (the host renders it once): top-center, at most 5, 4000 ms. */
export function ToastHost() {
  return (
    <>
      <ToastStyles />
      <ToastContainer
        position="top-center"
        limit={TOAST.limit}
        autoClose={TOAST.autoCloseMs}
        transition={toastSlide}
        theme="dark"
        newestOnTop
        closeOnClick
        pauseOnFocusLoss
        pauseOnHover
      />
    </>
  );
}

/** Toast helpers for the six SPEC toast types; each returns the toast id. */
export const notify = {
  /** Green success toast. */
  success: (message: ToastContent, options?: ToastOptions): Id => toast.success(message, options),
  /** Red error toast (server messages on failure). */
  error: (message: ToastContent, options?: ToastOptions): Id => toast.error(message, options),
  /** Blue information toast. */
  info: (message: ToastContent, options?: ToastOptions): Id => toast.info(message, options),
  /** Amber warning toast. */
  warning: (message: ToastContent, options?: ToastOptions): Id => toast.warning(message, options),
  /** Plain toast without an icon. */
  blank: (message: ToastContent, options?: ToastOptions): Id => toast(message, options),
  /**
   * Spinner toast closed after 30000 ms. react-toastify never auto-closes a loading toast, so a
   * timer dismisses it; update it with `notify.update` to turn it into a result toast sooner.
   */
  loading: (message: ToastContent, options?: ToastOptions): Id => {
    const id = toast.loading(message, options);
    setTimeout(() => toast.dismiss(id), TOAST.loadingAutoCloseMs);
    return id;
  },
  /** Changes a toast in place (e.g. loading → success). */
  update: toast.update,
  /** Closes one toast, or all without an id. */
  dismiss: (id?: Id): void => toast.dismiss(id),
};

import { ToastContainer, cssTransition } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';
import { TOAST } from './toast-constants';

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
const toastSlide = cssTransition({
  enter: 'ph-toast-enter',
  exit: 'ph-toast-exit',
  collapseDuration: 300,
});

/** The toast container: top-center, at most 5, 4000 ms (mounted by ToastHost on the first toast). */
export default function ToastContainerHost() {
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

import { ToastContainer, cssTransition, type CloseButtonProps } from 'react-toastify';
import { useTranslation } from '../i18n';
import { createGlobalStyle } from 'styled-components';
import { TOAST } from './toast-constants';

/** react-toastify's own phone width: below it toasts span the screen at its top. */
const PHONE_MAX_PX = 480;

const onPhone = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width: ${PHONE_MAX_PX}px)`).matches;

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
  /* Phones (issue 33): toasts start below an open dialog's title and close button (the toast layer
     measures them into --ph-toast-top), and take less height each, at most TOAST.phoneLimit at a time. */
  @media only screen and (max-width: ${PHONE_MAX_PX}px) {
    [data-toast-layer] .Toastify__toast-container--top-center {
      top: calc(env(safe-area-inset-top) + var(--ph-toast-top, 0px));
    }
    [data-toast-layer] .Toastify__toast-container .Toastify__toast {
      min-height: 48px;
      margin-bottom: 4px;
      padding: 8px 12px;
    }
  }
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

/**
 * The toast container: top-center, at most 5 (2 on a phone), 4000 ms (mounted by ToastHost on the
 * first toast).
 */
export default function ToastContainerHost() {
  const { t } = useTranslation('common');
  // react-toastify names its region and close buttons in English: in the player's language here.
  const closeButton = ({ closeToast }: CloseButtonProps) => (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--dark"
      aria-label={t('close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
  return (
    <>
      <ToastStyles />
      <ToastContainer
        aria-label={t('toasts')}
        closeButton={closeButton}
        position="top-center"
        limit={onPhone() ? TOAST.phoneLimit : TOAST.limit}
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

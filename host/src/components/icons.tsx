import type { ReactNode } from 'react';

/**
 * Inline SVG icons (no icon font, no request). All are decorative: the control that holds one
 * carries the accessible name. Drawn on a 24×24 grid with `currentColor` strokes.
 */
function make(children: ReactNode, filled = false) {
  return function Icon({ size = 20 }: { size?: number }) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    );
  };
}

/** An icon component. */
export type IconComponent = ReturnType<typeof make>;

export const SportsIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
    <path d="M12 3v4M21 10l-5 0M3 10h5M7 20l2.5-5.5M17 20l-2.5-5.5" />
  </>,
);
export const LiveIcon = make(
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M8 8a5.5 5.5 0 0 0 0 8M16 8a5.5 5.5 0 0 1 0 8M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </>,
);
export const EsportsIcon = make(
  <>
    <path d="M6 8h12a4 4 0 0 1 3.9 4.8l-.8 4a2.5 2.5 0 0 1-4.3 1.1L14.5 15h-5l-2.3 2.9a2.5 2.5 0 0 1-4.3-1.1l-.8-4A4 4 0 0 1 6 8z" />
    <path d="M8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01" />
  </>,
);
export const CasinoIcon = make(
  <>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <path d="M8 9h3l-2 6M13.5 9h3l-2 6" />
  </>,
);
export const LiveCasinoIcon = make(
  <>
    <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-8 8.5 12.5)" />
    <rect x="10" y="4" width="11" height="15" rx="2" />
    <path d="M15.5 9l1.8 2.5-1.8 2.5-1.8-2.5z" />
  </>,
);
export const VirtualIcon = make(
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4M10 8.5l4 1.5-4 1.5z" />
  </>,
);
export const BingoIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M11 10.5l1.5-1v5" />
  </>,
);
export const GamesIcon = make(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth="2.6" />
  </>,
);
export const TvIcon = make(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M8 2.5l4 3.5 4-3.5" />
  </>,
);
export const GiftIcon = make(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 9.5 8 12 8zM12 8s1.5-4.5 4-3.5S14.5 8 12 8z" />
  </>,
);
export const BonusIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 15l6-6M9.5 9.5h.01M14.5 14.5h.01" strokeWidth="2.2" />
  </>,
);
export const PhoneIcon = make(
  <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);
export const PlaneIcon = make(<path d="M21 4L3 11l6 2.5L11.5 20l3-5.5L21 4zM9 13.5L21 4" />);
export const WalletIcon = make(
  <>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 13.5h.01" strokeWidth="2.6" />
  </>,
);
export const HeadsetIcon = make(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19a3 3 0 0 1-3 2h-3" />
  </>,
);
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const RefreshIcon = make(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);
export const CloseIcon = make(<path d="M6 6l12 12M18 6L6 18" />);
export const GlobeIcon = make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const ChatIcon = make(<path d="M4 5h16v11H9l-5 4z" />);
export const TelegramIcon = make(
  <path d="M21.5 3.5L2.8 10.8c-1 .4-1 1.8.1 2.1l4.6 1.4 1.8 5.6c.3.9 1.4 1.1 2 .4l2.6-2.7 4.7 3.5c.8.6 1.9.1 2.1-.9L23 4.9c.2-1-.6-1.8-1.5-1.4zM9.5 14.5l8-6.5" />,
);
export const WhatsappIcon = make(
  <>
    <path d="M3.5 20.5l1.3-4.6A8.5 8.5 0 1 1 8 19.3z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" />
  </>,
);
export const FacebookIcon = make(<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />);
export const TwitterIcon = make(<path d="M4 4l16 16M20 4L4 20" />);
export const InstagramIcon = make(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" strokeWidth="2.6" />
  </>,
);
export const YoutubeIcon = make(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9l5 3-5 3z" />
  </>,
);
export const ChevronDownIcon = make(<path d="M6 9l6 6 6-6" />);

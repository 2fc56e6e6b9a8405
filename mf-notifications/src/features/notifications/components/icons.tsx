import type { NotificationType } from '@playhub/shared/contracts';

// Decorative icons (the type name or the control's label carries the meaning).
const svg = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
} as const;
const line = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The header bell. */
export function BellIcon() {
  return (
    <svg {...svg}>
      <path {...line} d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

/** Back arrow of the detail view. */
export function BackIcon() {
  return (
    <svg {...svg}>
      <path {...line} d="M15 5l-7 7 7 7" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg {...svg}>
      <path {...line} d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10 3 6.5 4 8 7M12 7c2-4 5.5-3 4 0" />
    </svg>
  );
}

function ArrowUpIcon() {
  return (
    <svg {...svg}>
      <path {...line} d="M12 19V5M6 11l6-6 6 6" />
    </svg>
  );
}

function ArrowDownIcon() {
  return (
    <svg {...svg}>
      <path {...line} d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  );
}

function SystemIcon() {
  return (
    <svg {...svg}>
      <circle {...line} cx="12" cy="12" r="9" />
      <path {...line} d="M12 11v6M12 7.5v.5" />
    </svg>
  );
}

/**
 * The list icon by type (Requirements §2): bonus gift box, deposit up arrow, withdraw down arrow,
 * else system.
 */
export function TypeIcon({ type }: { type: NotificationType }) {
  if (type === 4) return <GiftIcon />;
  if (type === 1) return <ArrowUpIcon />;
  if (type === 2) return <ArrowDownIcon />;
  return <SystemIcon />;
}

/** Which icon a type gets (for tests and styling hooks). */
export function iconKind(type: NotificationType): 'gift' | 'up' | 'down' | 'system' {
  return type === 4 ? 'gift' : type === 1 ? 'up' : type === 2 ? 'down' : 'system';
}

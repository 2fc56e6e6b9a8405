// Decorative inline icons (no icon font, no extra request); the controls carry the names.
const base = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** Heart; filled when `filled`. */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg {...base}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.6 8.4 3.4 5 6.8 5c2 0 3.4 1.1 5.2 3 1.8-1.9 3.2-3 5.2-3 3.4 0 5.2 3.4 4.1 6.3-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Circular arrow (reload). */
export function ReloadIcon() {
  return (
    <svg {...base}>
      <path
        d="M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Magnifier (search). */
export function SearchIcon() {
  return (
    <svg {...base}>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Plain game tile used when a category has no image (Requirements §3 "default image if absent"). */
export function DefaultCategoryIcon() {
  return (
    <svg {...base} width={28} height={28}>
      <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="8.5" cy="12" r="1.6" fill="currentColor" />
      <circle cx="15.5" cy="12" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** A stop sign (the panic button). */
export function StopIcon() {
  return (
    <svg {...base}>
      <path
        d="M8.2 2.8h7.6l5.4 5.4v7.6l-5.4 5.4H8.2l-5.4-5.4V8.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M8 12h8" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

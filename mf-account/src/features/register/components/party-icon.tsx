import { useTheme } from 'styled-components';

/**
 * Party popper drawn in SVG: the 🎉 emoji showed as an empty box where no emoji font is installed.
 * Decorative (the heading says it).
 */
export function PartyIcon({ size = 64 }: { size?: number }) {
  const { colors } = useTheme();
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-icon="celebration"
    >
      <path d="M8 58 22 20l22 22z" fill={colors.accent} />
      <path d="M8 58l7-19 10 10z" fill={colors.warning} />
      <path d="M16 36l13 13M19 28l17 17" stroke={colors.onAccent} strokeOpacity=".25" strokeWidth="3" />
      <path
        d="M32 24c2-7 8-8 10-15M40 32c7-3 11 1 18-2"
        stroke={colors.danger}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="48" cy="14" r="3" fill={colors.successText} />
      <circle cx="56" cy="42" r="3" fill={colors.info} />
      <circle cx="30" cy="9" r="2.5" fill={colors.info} />
      <rect x="50" y="2" width="5" height="5" rx="1" transform="rotate(25 52 4)" fill={colors.accent} />
      <rect
        x="40"
        y="48"
        width="5"
        height="5"
        rx="1"
        transform="rotate(-20 42 50)"
        fill={colors.successText}
      />
    </svg>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

/** The unread-count text of Requirements §2: '' at 0 or below, the count from 1 to 8, '9+' from 9 on. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count >= 9 ? '9+' : String(Math.floor(count));
}

const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

/** Props of {@link Badge}. */
export interface BadgeProps {
  count: number;
  /** Screen-reader text replacing the bare number, e.g. '3 unread notifications'. */
  label?: string;
  className?: string;
}

/** Count bubble capped at 9+; renders nothing at 0. */
export function Badge({ count, label, className }: BadgeProps) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <Dot className={className}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </Dot>
  );
}

/** Tone of a {@link StatusBadge}. */
export type StatusTone = 'success' | 'danger' | 'neutral' | 'accent';

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $tone, theme: { colors } }) =>
    ({
      success: `background:${colors.success};color:${colors.onSuccess};`,
      danger: `background:${colors.danger};color:${colors.onDanger};`,
      accent: `background:${colors.accent};color:${colors.onAccent};`,
      neutral: `background:${colors.surfaceMuted};color:${colors.text};`,
    })[$tone]}
`;

/** Small coloured label such as 'Verified' / 'Not Verified'. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <Pill $tone={tone}>{children}</Pill>;
}

import styled from 'styled-components';
import type { WageringProgress } from '@playhub/shared/contracts';

/** Share of the wagering requirement met, 0–100 (100 when nothing is required). */
export function wageringPercent({ required, wagered }: WageringProgress): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((wagered / required) * 100)));
}

/** Props of {@link WageringBar}. */
export interface WageringBarProps {
  wagering: WageringProgress;
  /** Names the bar for screen readers. */
  label: string;
  /** Says the progress in money, e.g. "₺120.00 of ₺500.00 wagered". */
  text: string;
}

/** Progress bar of the active bonus's wagering (the withdraw page and the bonuses page show it). */
export function WageringBar({ wagering, label, text }: WageringBarProps) {
  const percent = wageringPercent(wagering);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;

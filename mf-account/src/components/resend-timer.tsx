import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { TextButton } from './form-layout';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Props of {@link ResendTimer}. */
export interface ResendTimerProps {
  secondsLeft: number;
  onResend: () => void;
  busy?: boolean;
}

/**
 * 'Resend code in' with the countdown, then "Didn't get a code ?" with 'Click to resend' (Requirements §4).
 */
export function ResendTimer({ secondsLeft, onResend, busy = false }: ResendTimerProps) {
  const { t } = useTranslation('account');
  if (secondsLeft > 0) {
    return (
      <Line role="timer" aria-live="off">
        {t('sms.resendIn')} <Count>{t('sms.seconds', { count: secondsLeft })}</Count>
      </Line>
    );
  }
  return (
    <Line>
      {t('sms.didntGet')}
      <TextButton onClick={onResend} disabled={busy}>
        {t('sms.resend')}
      </TextButton>
    </Line>
  );
}

const Why = styled.span`
  flex-basis: 100%;
`;

/** Props of {@link SendWait}. */
export interface SendWaitProps {
  secondsLeft: number;
  /** Id the Send Code button points at with `aria-describedby`. */
  id?: string;
}

/**
 * Beside a disabled Send Code while the player's wait runs (after 'Change Phone Number' or on the
 * dashboard page): the countdown and why, since the server sends one code a minute to any number.
 */
export function SendWait({ secondsLeft, id }: SendWaitProps) {
  const { t } = useTranslation('account');
  if (secondsLeft <= 0) return null;
  return (
    <Line id={id}>
      <span role="timer" aria-live="off">
        {t('sms.sendIn')} <Count>{t('sms.seconds', { count: secondsLeft })}</Count>
      </span>
      <Why>{t('sms.waitWhy')}</Why>
    </Line>
  );
}

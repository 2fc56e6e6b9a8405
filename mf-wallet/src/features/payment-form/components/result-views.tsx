import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

/** Opens the payment page in a new tab, without giving it a handle on this page. */
export function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** Green tick for a completed step. */
export function SuccessIcon() {
  const { t } = useTranslation('wallet');
  return (
    <Icon viewBox="0 0 48 48" role="img" aria-label={t('result.success')} $tone="successText">
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M14 25l7 7 13-15"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Red cross for a payment that was not completed. */
export function FailedIcon() {
  const { t } = useTranslation('wallet');
  return (
    <Icon viewBox="0 0 48 48" role="img" aria-label={t('result.failed')} $tone="dangerText">
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M16 16l16 16M32 16L16 32"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </Icon>
  );
}

/** The server's message with a success icon (a withdrawal request received). */
export function MessageResult({ message }: { message: string }) {
  return (
    <ResultBox data-state="message">
      <SuccessIcon />
      <p role="status">{message}</p>
    </ResultBox>
  );
}

/** The centred column every result view uses. */
export const ResultBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Icon = styled.svg<{ $tone: 'successText' | 'dangerText' }>`
  flex: none;
  width: 64px;
  height: 64px;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

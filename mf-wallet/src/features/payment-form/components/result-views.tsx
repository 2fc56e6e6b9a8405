import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/shared/ui-kit';

/** Opens the payment page in a new tab, without giving it a handle on this page. */
export function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** SPEC §4 Iframe state: the payment page opened in a new tab; the button opens it again. */
export function IframeResult({ url }: { url: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Box data-state="iframe">
      <p role="status">{t('result.continueText')}</p>
      <Button size="lg" onClick={() => openPaymentPage(url)}>
        {t('result.continue')}
      </Button>
    </Box>
  );
}

/** SPEC §4 Message state: the server's message with a success icon. */
export function MessageResult({ message }: { message: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Box data-state="message">
      <SuccessIcon viewBox="0 0 48 48" role="img" aria-label={t('result.success')}>
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </SuccessIcon>
      <p role="status">{message}</p>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const SuccessIcon = styled.svg`
  width: 64px;
  height: 64px;
  color: ${({ theme }) => theme.colors.successText};
`;

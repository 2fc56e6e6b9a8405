import styled from 'styled-components';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { buttonBase } from '@playhub/kit/ui-kit';
import { useKycStatus } from '../api/get-kyc-status';

/** Where the player sends identity documents (the account vertical's page). */
export const VERIFICATION_PATH = '/dashboard/verification';

/**
 * The withdrawal page's word on identity verification (issue 32, item 3), before the player types:
 * when withdrawals have reached the threshold without a verified identity, why the next one will be
 * refused and the way to the upload page; below it, how much can still be withdrawn without it.
 * Nothing once verified.
 */
export function KycWithdrawNotice() {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const { data } = useKycStatus();
  if (!data || data.status === 'approved') return null;
  const money = (n: number) => formatMoney(n, { lang });
  const left = Math.max(0, data.withdrawThreshold - data.withdrawnTotal);
  const params = { threshold: money(data.withdrawThreshold), left: money(left) };
  const pending = data.status === 'pending';
  if (left > 0)
    return (
      <Quiet data-testid="kyc-withdraw-note">
        {t('kyc.under', params)} <Link to={VERIFICATION_PATH}>{t('kyc.verifyNow')}</Link>
      </Quiet>
    );
  return (
    <Box role="note" aria-labelledby="kyc-withdraw-title" data-testid="kyc-withdraw-notice">
      <h2 id="kyc-withdraw-title">{t('kyc.title')}</h2>
      <p>{t('kyc.reached', params)}</p>
      <p>{t(pending ? 'kyc.pending' : `kyc.todo.${data.status}`, { reason: data.reason })}</p>
      {!pending && <Go to={VERIFICATION_PATH}>{t('kyc.go')}</Go>}
    </Box>
  );
}

const Quiet = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
const Box = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Go = styled(Link)`
  ${buttonBase}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  text-decoration: none;
`;

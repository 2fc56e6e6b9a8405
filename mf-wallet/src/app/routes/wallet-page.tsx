import styled from 'styled-components';
import type { PaymentMethodInfo } from '@playhub/shared/contracts';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { Breadcrumb, Tabs } from '@playhub/kit/ui-kit';
import { BreakNotice, useWithdrawOnly } from '@/components/break-notice';
import { WithdrawableSummary } from '@/components/withdrawable-summary';
import { MethodList } from '@/features/payment-methods/components/method-list';
import { DepositAllowanceNote } from '@/components/deposit-allowance-note';
import { DepositLimitNotice } from '@/features/protection/components/deposit-limit-notice';
import { KycWithdrawNotice } from '@/features/kyc/components/kyc-withdraw-notice';

/** Paths of the wallet pages (Requirements §2 routes). */
export const walletPaths = { deposit: '/dashboard/deposit', withdraw: '/dashboard/withdraw' } as const;

/**
 * `/dashboard/deposit` and `/dashboard/withdraw`: toggle tabs, balance (withdraw: what is withdrawable,
 * held and still to be wagered) and the grouped methods; the deposit page links to player protection.
 * During a time-out or self-exclusion (a withdrawal-only session) the page says what is open: the
 * withdrawal, not deposits.
 */
export function WalletPage({ mode }: { mode: 'deposit' | 'withdraw' }) {
  const { t, i18n } = useTranslation('wallet');
  const balance = useSession((s) => s.balance);
  const onBreak = useWithdrawOnly();
  const lang = asLanguage(i18n.language) ?? 'tr';
  const title = t(mode === 'deposit' ? 'page.depositTitle' : 'page.withdrawTitle');

  const choose = (method: PaymentMethodInfo) =>
    openDialog(mode === 'deposit' ? 'wallet/deposit' : 'wallet/withdraw', {
      id: method.id,
      type: mode === 'deposit' ? 1 : 2,
      title: method.name,
    });

  return (
    <Page>
      <Breadcrumb
        items={[
          { label: t('common:crumbs.home'), url: '/' },
          { label: t('common:crumbs.dashboard'), url: '/dashboard' },
          { label: t(`breadcrumb.${mode}`), url: walletPaths[mode] },
        ]}
      />
      <Head>
        <h1>{title}</h1>
        <Balance>
          <span>{t('page.balance')}</span>
          <strong data-testid="wallet-balance">
            {balance === null ? '…' : formatMoney(balance, { lang })}
          </strong>
        </Balance>
      </Head>
      {mode === 'withdraw' && <WithdrawableSummary />}
      <Toggle
        label={t('tabs.label')}
        items={[
          { label: t('tabs.deposit'), to: walletPaths.deposit },
          { label: t('tabs.withdraw'), to: walletPaths.withdraw },
        ]}
      />
      <BreakNotice mode={mode} />
      {!(onBreak && mode === 'deposit') && (
        <>
          <Intro>{t(mode === 'deposit' ? 'page.depositIntro' : 'page.withdrawIntro')}</Intro>
          {mode === 'deposit' && <DepositLimitNotice />}
          {mode === 'deposit' && <DepositAllowanceNote />}
          {mode === 'withdraw' && <KycWithdrawNotice />}
          <MethodList mode={mode} onChoose={choose} />
        </>
      )}
    </Page>
  );
}

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xxxl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Balance = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Toggle = styled(Tabs)`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCalendarDate } from '@playhub/kit/dates';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { media } from '@playhub/shared/theme';
import { StatusBadge } from '@playhub/kit/ui-kit';
import { Card, PageFrame } from '@/components/page-frame';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { DataRightsSection } from './data-rights-section';
import { useProfile } from '../api/get-profile';
import { LoginAndConsents } from './login-and-consents';

/**
 * /dashboard/account: the player's details (read only). The balance is the session's, the one the
 * header shows and the poller keeps live, not a copy fetched with the profile.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { money, date, lang } = useFormat();
  const balance = useSession((s) => s.balance);
  const query = useProfile();
  const p = query.data;
  const rows: [string, ReactNode][] = p
    ? [
        [t('account.username'), p.username],
        [t('account.userCode'), p.usercode],
        [t('account.name'), p.name],
        [t('account.surname'), p.surname],
        [t('account.email'), p.email],
        [
          t('account.phone'),
          <>
            {p.phone}{' '}
            <StatusBadge tone={p.smsVerified ? 'success' : 'danger'}>
              {p.smsVerified ? t('phonePage.verified') : t('phonePage.notVerified')}
            </StatusBadge>
          </>,
        ],
        [t('account.personalNo'), p.personalNo],
        [t('account.birthDate'), formatCalendarDate(p.birthDate, lang)],
        [t('account.country'), p.country.name],
        [t('account.currency'), p.currency],
        [t('account.balance'), balance === null ? '…' : money(balance)],
        [t('account.createdAt'), date(p.createdAt)],
      ]
    : [];
  return (
    <PageFrame title={t('account.title')} url="/dashboard/account">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={false}
        onRetry={() => void query.refetch()}
      >
        <Card>
          <List>
            {rows.map(([label, value]) => (
              <Item key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Item>
            ))}
          </List>
        </Card>
      </QueryState>
      <LoginAndConsents />
      <DataRightsSection />
    </PageFrame>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

import styled from 'styled-components';
import type { Complaint } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { StatusBadge, VisuallyHidden, type StatusTone } from '@playhub/kit/ui-kit';
import { Card, PageFrame } from '@/components/page-frame';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { useComplaints } from '../api/get-complaints';
import { ComplaintForm } from './complaint-form';

const TONES: Record<Complaint['status'], StatusTone> = {
  received: 'neutral',
  in_review: 'accent',
  answered: 'success',
  closed: 'neutral',
};

/** One complaint: reference, subject, date, status, the text and the operator's answer. */
function ComplaintItem({ c }: { c: Complaint }) {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  return (
    <Item aria-labelledby={`complaint-${c.id}`}>
      <ItemHead>
        <h3 id={`complaint-${c.id}`}>
          {c.reference} · {t(`complaints.category.${c.category}`)}
        </h3>
        <StatusBadge tone={TONES[c.status]}>{t(`complaints.status.${c.status}`)}</StatusBadge>
      </ItemHead>
      <Muted>
        {date(c.createdAt)}
        {c.related && ` · ${t('complaints.about', { ref: c.related })}`}
      </Muted>
      <Text>{c.text}</Text>
      <Answer>
        <strong>{t('complaints.answer')}</strong> {c.answer || t('complaints.noAnswer')}
      </Answer>
    </Item>
  );
}

/** /dashboard/complaints: file a complaint, follow the ones filed, and where to go next (issue 32, item 7). */
export default function ComplaintsPage() {
  const { t } = useTranslation('account');
  const query = useComplaints();
  const items = query.data?.items ?? [];
  const body = query.data?.disputeBody;
  return (
    <PageFrame title={t('complaints.title')} url="/dashboard/complaints">
      <Stack>
        <Card>
          <ComplaintForm />
        </Card>
        <Card as="section" aria-labelledby="complaints-mine">
          <h2 id="complaints-mine">{t('complaints.mine')}</h2>
          <QueryState
            isPending={query.isPending}
            error={query.error}
            isEmpty={items.length === 0}
            emptyMessage={t('complaints.none')}
            onRetry={() => void query.refetch()}
          >
            <List>
              {items.map((c) => (
                <ComplaintItem key={c.id} c={c} />
              ))}
            </List>
          </QueryState>
        </Card>
        {body && (
          <Card as="section" aria-labelledby="complaints-dispute">
            <h2 id="complaints-dispute">{t('complaints.disputeTitle')}</h2>
            <p>
              {t('complaints.dispute')}{' '}
              <a href={body.url} target="_blank" rel="noopener noreferrer">
                {body.name}
                <VisuallyHidden> {t('complaints.newTab')}</VisuallyHidden>
              </a>
            </p>
          </Card>
        )}
      </Stack>
    </PageFrame>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
`;

const Item = styled.article`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Answer = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

import styled from 'styled-components';
import { kycDocumentKinds, type KycDocument } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState, ErrorState, Skeleton, StatusBadge } from '@playhub/kit/ui-kit';
import { Card, PageFrame } from '@/components/page-frame';
import { useFormat } from '@/components/use-format';
import { useKycStatus } from '../api/get-kyc-status';
import { KycStatusCard } from './kyc-status-card';
import { KycUploadForm } from './kyc-upload-form';

/** The documents sent, newest first, with their status and an operator's reason. */
function DocumentList({ documents }: { documents: KycDocument[] }) {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  return (
    <Card as="section" aria-labelledby="kyc-docs-title">
      <h2 id="kyc-docs-title">{t('kyc.sent')}</h2>
      {documents.length === 0 ? (
        <EmptyState message={t('kyc.noDocuments')} />
      ) : (
        <List>
          {documents.map((d) => (
            <li key={d.id}>
              <span>
                {t(`kyc.kind.${d.kind}`)} · {date(d.createdAt)}
                {d.reason && <Reason>{d.reason}</Reason>}
              </span>
              <StatusBadge
                tone={d.status === 'approved' ? 'success' : d.status === 'rejected' ? 'danger' : 'accent'}
              >
                {t(`kyc.docStatus.${d.status}`)}
              </StatusBadge>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

/** /dashboard/verification: the player's identity verification (issue 32, item 3). */
export default function KycPage() {
  const { t } = useTranslation('account');
  const query = useKycStatus();
  const state = query.data;
  return (
    <PageFrame title={t('kyc.title')} url="/dashboard/verification">
      {query.isPending ? (
        <Skeleton height={160} />
      ) : !state ? (
        <ErrorState
          message={query.error instanceof Error ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack>
          <KycStatusCard state={state} />
          <Grid>
            {kycDocumentKinds.map((kind) => (
              <KycUploadForm key={kind} kind={kind} latest={state.documents.find((d) => d.kind === kind)} />
            ))}
          </Grid>
          <DocumentList documents={state.documents} />
        </Stack>
      )}
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
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

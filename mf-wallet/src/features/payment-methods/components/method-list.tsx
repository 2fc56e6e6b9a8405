import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PaymentMethodInfo } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { usePaymentMethods } from '../api/get-payment-methods';
import { MethodCard } from './method-card';

/** Props of {@link MethodList}. */
export interface MethodListProps {
  mode: 'deposit' | 'withdraw';
  onChoose: (method: PaymentMethodInfo) => void;
  /** Level of the group headings (3 inside a dialog whose title is the h2). */
  headingLevel?: 2 | 3;
}

/** The payment methods in their Requirements §3 groups, each group a labelled section of cards. */
export function MethodList({ mode, onChoose, headingLevel = 2 }: MethodListProps) {
  const { t } = useTranslation('wallet');
  const methods = usePaymentMethods(mode === 'deposit' ? 1 : 2);
  if (methods.isPending) return <Skeleton height="220px" />;
  if (methods.isError) {
    return (
      <ErrorState
        message={t('methods.loadError')}
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  }
  if (methods.data.length === 0) return <EmptyState />;
  return (
    <Groups>
      {methods.data.map((group) => (
        <Group key={group.id} name={group.name} level={headingLevel}>
          {group.methods.map((method) => (
            <MethodCard key={method.id} method={method} mode={mode} onChoose={onChoose} />
          ))}
        </Group>
      ))}
    </Groups>
  );
}

function Group({ name, level, children }: { name: string; level: 2 | 3; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} as={level === 2 ? 'h2' : 'h3'}>
        {name}
      </Heading>
      <Cards>{children}</Cards>
    </section>
  );
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.accent};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

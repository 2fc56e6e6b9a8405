import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import type { ProtectionLimit, ProtectionPeriod } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { AmountInput, Button, notify } from '@playhub/kit/ui-kit';
import { useFormat } from '@/components/use-format';
import { useSetLimit } from '../api/set-limit';
import type { MoneyLimitKind } from '../model/limit-choices';

/** Props of {@link LimitRow}. */
export interface LimitRowProps {
  kind: MoneyLimitKind;
  period: ProtectionPeriod;
  limit: ProtectionLimit | null;
}

/**
 * One money limit over one period: what is in force and used, a change waiting its 24 hours, and a
 * field to set a new value (or remove it). The server decides whether a change applies now.
 */
export function LimitRow({ kind, period, limit }: LimitRowProps) {
  const { t } = useTranslation('account');
  const { money, date } = useFormat();
  const [value, setValue] = useState<number | null>(null);
  const save = useSetLimit();
  const periodText = t(`protection.periods.${period}`);

  const send = async (next: number | null) => {
    try {
      const { message } = await save.mutateAsync({ kind, period, value: next });
      notify.success(message);
      setValue(null);
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')));
    }
  };

  const pending = limit?.pending;
  return (
    <Row data-testid={`limit-${kind}-${period}`}>
      <Head>
        <strong>{periodText}</strong>
        <span>
          {limit?.value != null
            ? t('protection.inForce', { value: money(limit.value), used: money(limit.used) })
            : t('protection.noLimit')}
        </span>
        {(limit?.value != null || (pending && pending.value !== null)) && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={t('protection.removeLimit', { period: periodText })}
            disabled={save.isPending}
            onClick={() => void send(null)}
          >
            {t('protection.remove')}
          </Button>
        )}
        {pending && (
          <Pending>
            {pending.value === null
              ? t('protection.pendingRemoval', { at: date(pending.effectiveAt) })
              : t('protection.pendingValue', { value: money(pending.value), at: date(pending.effectiveAt) })}
          </Pending>
        )}
      </Head>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (value !== null && value > 0) void send(value);
        }}
      >
        <AmountInput
          label={t('protection.newLimit', { period: periodText })}
          value={value}
          onValueChange={(amount) => setValue(amount)}
          min={1}
        />
        <Button type="submit" loading={save.isPending} disabled={value === null || value <= 0}>
          {t('protection.save')}
        </Button>
      </Form>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
const Pending = styled.em`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.accent};
  font-style: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 480px;
`;

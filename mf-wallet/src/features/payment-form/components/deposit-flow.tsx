import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, keepsKey, useSubmitGuard } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { notify, SpinnerRing } from '@playhub/kit/ui-kit';
import { DepositAllowanceNote } from '@/components/deposit-allowance-note';
import { useProtection } from '@/lib/get-protection';
import { cappedLimits, depositAllowance } from '@/lib/deposit-allowance';
import { getDepositByKey } from '../api/get-deposit-by-key';
import { useDeposit } from '../api/post-deposit';
import type { PaymentDetail } from '../model/field-schema';
import { readLostAnswer, type LostAnswer } from '../model/lost-answer';
import { DepositResult, type SubmittedDeposit } from './deposit-result';
import { FieldsLoader } from './fields-loader';
import { PaymentForm } from './payment-form';
import { openPaymentPage } from './result-views';

/** Props of {@link DepositFlow}. */
export interface DepositFlowProps {
  /** Payment method id. */
  id: number;
  limits?: { min: number; max: number };
}

/**
 * Deposit form of one method, then the Iframe or Message state (Requirements §4) and the outcome. One
 * request per submit (a double click sends one) with its own idempotency key. When the answer is
 * lost (network, timeout, 5xx) the deposit is looked up by that key (issue 33): the player reads
 * whether it went through, and that trying again is safe (a retry of the same form reuses the key).
 * What the deposit limits still allow is shown above the form, and caps its amount.
 */
export function DepositFlow({ id, limits }: DepositFlowProps) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const deposit = useDeposit(id);
  const guard = useSubmitGuard();
  const protection = useProtection();
  const [result, setResult] = useState<SubmittedDeposit | null>(null);
  const [lost, setLost] = useState<LostAnswer | null>(null);

  const lookUp = async (key: string, amount: number) => {
    setLost({ state: 'checking' });
    let answer: LostAnswer;
    try {
      answer = readLostAnswer(await getDepositByKey(key));
    } catch {
      answer = { state: 'unknown' };
    }
    if (answer.state === 'through') {
      // The balance behind the dialog may already have moved: show it now, then follow the outcome.
      bus.emit('wallet:changed', { reason: 'deposit' });
      setLost(null);
      setResult({
        submit: `${Date.now()}`,
        amount,
        kind: 'message',
        message: t('lost.wentThrough', { amount: formatMoney(answer.deposit.amount, { lang }) }),
      });
      return;
    }
    setLost(answer);
  };

  const submit = async (detail: PaymentDetail) => {
    let sentKey = '';
    const outcome = await guard.run(JSON.stringify(detail), (key) => {
      sentKey = key;
      return deposit.mutateAsync({ detail, key });
    });
    if (outcome.status === 'failed') {
      if (keepsKey(outcome.error) && sentKey) return lookUp(sentKey, Number(detail.amount));
      setLost(null);
      notify.error(errorMessage(outcome.error, t('common:errorGeneric')));
    }
    if (outcome.status !== 'done') return;
    setLost(null);
    const { address, message } = outcome.value;
    const base = { submit: `${Date.now()}`, amount: Number(detail.amount) };
    if (address?.startsWith('http')) {
      openPaymentPage(address);
      setResult({ ...base, kind: 'iframe', url: address });
    } else setResult({ ...base, kind: 'message', message });
  };

  if (result) return <DepositResult deposit={result} onAgain={() => setResult(null)} />;
  const allowance = depositAllowance(protection.data?.limits);
  return (
    <>
      <DepositAllowanceNote />
      {lost && <LostAnswerNote lost={lost} />}
      <FieldsLoader id={id} type={1}>
        {(fields) => (
          <PaymentForm
            fields={fields}
            limits={cappedLimits(limits, allowance)}
            submitting={guard.busy || lost?.state === 'checking'}
            onSubmit={(detail) => void submit(detail)}
          />
        )}
      </FieldsLoader>
    </>
  );
}

/** What became of a deposit whose answer was lost, and whether to try again (issue 33). */
function LostAnswerNote({ lost }: { lost: LostAnswer }) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const text =
    lost.state === 'awaiting'
      ? t('lost.awaiting', { amount: formatMoney(lost.deposit.amount, { lang }), submit: t('form.submit') })
      : lost.state === 'through'
        ? ''
        : t(`lost.${lost.state === 'none' ? 'notReceived' : lost.state}`);
  return (
    <Note
      role={lost.state === 'checking' ? 'status' : 'alert'}
      data-testid="deposit-lost"
      data-state={lost.state}
    >
      {lost.state === 'checking' && <SpinnerRing $size={16} />}
      <span>{text}</span>
    </Note>
  );
}

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

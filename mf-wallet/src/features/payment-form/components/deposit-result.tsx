import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { bus } from '@playhub/shared/bus';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { closeDialogs } from '@playhub/shared/ui';
import { Button, SpinnerRing } from '@playhub/kit/ui-kit';
import { useLastDeposit } from '../api/get-last-deposit';
import { readDeposit, type DepositReading } from '../model/deposit-outcome';
import { FailedIcon, ResultBox, SuccessIcon, openPaymentPage } from './result-views';

/** A submitted deposit: the Iframe state (payment page) or the Message state (server message). */
export type SubmittedDeposit = { submit: string; amount: number } & (
  { kind: 'iframe'; url: string } | { kind: 'message'; message: string }
);

/** Path of the financial history (the account vertical's page). */
const HISTORY_PATH = '/dashboard/financial-activities';

/** Follows the submitted deposit until its provider settles it; a settled reading never changes. */
function useDepositReading(deposit: SubmittedDeposit): DepositReading {
  const [id, setId] = useState<number | null>(null);
  const [settled, setSettled] = useState<DepositReading | null>(null);
  const last = useLastDeposit(deposit.submit, settled === null);
  const reading = useMemo(
    () =>
      settled ??
      (last.data === undefined
        ? { phase: 'waiting' as const, id, amount: deposit.amount, methodName: null }
        : readDeposit(last.data, { amount: deposit.amount, id })),
    [settled, last.data, id, deposit.amount],
  );

  useEffect(() => {
    if (settled) return;
    if (reading.id !== null && id === null) setId(reading.id);
    if (reading.phase === 'waiting') return;
    setSettled(reading);
    // The provider's confirmation credited the balance: show it now, not at the next poll.
    if (reading.phase === 'confirmed') bus.emit('wallet:changed', { reason: 'deposit' });
  }, [reading, id, settled]);
  return reading;
}

/**
 * Requirements §4 after a deposit submit: the Iframe state (continue to the payment page) or the Message
 * state (the server's "received" message), then the outcome once the provider confirms or the
 * player cancels — polled from `payment/lastdeposit` — with a way back to a new deposit.
 */
export function DepositResult({ deposit, onAgain }: { deposit: SubmittedDeposit; onAgain: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const reading = useDepositReading(deposit);
  const { phase } = reading;
  const amount = formatMoney(reading.amount, { lang });
  const waiting = phase === 'waiting';
  const line = waiting
    ? t(deposit.kind === 'iframe' ? 'result.waitingPayment' : 'result.waitingConfirm')
    : t(`result.${phase}`, { amount });

  return (
    <ResultBox data-state={deposit.kind} data-phase={phase}>
      {(phase === 'confirmed' || (waiting && deposit.kind === 'message')) && <SuccessIcon />}
      {(phase === 'cancelled' || phase === 'rejected') && <FailedIcon />}
      {deposit.kind === 'message' && <p role="status">{deposit.message}</p>}
      {deposit.kind === 'iframe' && waiting && (
        <>
          <p role="status">{t('result.continueText')}</p>
          <Button size="lg" onClick={() => openPaymentPage(deposit.url)}>
            {t('result.continue')}
          </Button>
        </>
      )}
      {/* Announced as it changes in place (waiting → outcome); the view's one status is the text above. */}
      <Progress aria-live="polite" data-testid="deposit-outcome" $strong={!waiting}>
        {waiting && <SpinnerRing $size={18} />}
        <span>{line}</span>
      </Progress>
      {phase === 'lost' && (
        <Link to={HISTORY_PATH} onClick={() => closeDialogs()}>
          {t('result.history')}
        </Link>
      )}
      {!waiting && (
        <Button
          size="lg"
          variant={phase === 'confirmed' || phase === 'lost' ? 'secondary' : 'primary'}
          onClick={onAgain}
        >
          {t(phase === 'confirmed' || phase === 'lost' ? 'result.again' : 'result.retry')}
        </Button>
      )}
    </ResultBox>
  );
}

const Progress = styled.p<{ $strong: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 44ch;
  color: ${({ theme, $strong }) => ($strong ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme, $strong }) => ($strong ? theme.fontSizes.md : theme.fontSizes.sm)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.bold : theme.fontWeights.regular)};
  svg,
  span[aria-hidden] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

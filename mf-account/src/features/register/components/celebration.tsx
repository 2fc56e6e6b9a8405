import { useEffect, useRef } from 'react';
import { useNavigate } from '@playhub/shared/router';
import styled from 'styled-components';
import { errorMessage, useSubmitGuard } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { useTranslation } from '@playhub/shared/i18n';
import { sessionStore } from '@playhub/shared/session';
import { openChat, useUi } from '@playhub/shared/ui';
import { Button, notify } from '@playhub/kit/ui-kit';
import { Actions, Centered } from '@/components/form-layout';
import { fireConfetti, stopConfetti } from '@/components/confetti';
import { DepositLimitPrompt } from '@/components/deposit-limit-prompt';
import { useFormat } from '@/components/use-format';
import { useDefineTrialBonus } from '../api/define-trial-bonus';
import { PartyIcon } from './party-icon';

/** Delay before the dialog closes after the trial bonus is credited (Requirements §9). */
export const CLOSE_AFTER_BONUS_MS = 1000;

/**
 * Celebration screen (Requirements §2/§4): with a trial bonus amount above 0 the amount and Yes
 * (`bonus/definetrialbonus`, confetti, close after 1 s); otherwise Deposit and Live Chat. A refused
 * claim (phone not verified, already claimed) shows the server's reason; the player can still claim
 * later on the bonuses page. Below, the invitation to set a deposit limit (issue 20).
 */
export function Celebration({ close, beforeNavigate }: { close: () => void; beforeNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  const navigate = useNavigate();
  const amount = useUi((s) => s.trialBonusAmount);
  const define = useDefineTrialBonus();
  const guard = useSubmitGuard();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const burst = canvas.current;
    if (amount <= 0) void fireConfetti(burst);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      stopConfetti(burst);
    };
    // The burst greets the screen once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const claim = async () => {
    // One claim per click: a double click sends one request, with one idempotency key.
    const outcome = await guard.run('trial-bonus', (key) => define.mutateAsync(key));
    if (outcome.status === 'failed') notify.error(errorMessage(outcome.error, t('common:errorGeneric')));
    if (outcome.status !== 'done') return;
    const { data, message } = outcome.value;
    notify.success(message || t('celebration.claimed'));
    void fireConfetti(canvas.current);
    sessionStore.getState().setBalance(data.balance);
    bus.emit('wallet:changed', { reason: 'trial-bonus' });
    timer.current = setTimeout(close, CLOSE_AFTER_BONUS_MS);
  };

  return (
    <Centered>
      <PartyIcon />
      <h3>{t('celebration.title')}</h3>
      {amount > 0 ? (
        <>
          <p>{t('celebration.bonusText', { amount: money(amount) })}</p>
          <Button size="lg" onClick={() => void claim()} loading={guard.busy} disabled={define.isSuccess}>
            {t('celebration.yes')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('celebration.noBonusText')}</p>
          <Actions style={{ justifyContent: 'center' }}>
            <Button
              size="lg"
              onClick={() => {
                beforeNavigate?.();
                void navigate('/dashboard/deposit');
                close();
              }}
            >
              {t('celebration.deposit')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => {
                openChat();
                close();
              }}
            >
              {t('celebration.liveChat')}
            </Button>
          </Actions>
        </>
      )}
      <DepositLimitPrompt
        beforeNavigate={() => {
          beforeNavigate?.();
          close();
        }}
      />
      <Burst ref={canvas} aria-hidden="true" />
    </Centered>
  );
}

// Fixed to the viewport, inside the dialog (the top layer): above the backdrop, under nothing.
const Burst = styled.canvas`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  z-index: 2;
`;

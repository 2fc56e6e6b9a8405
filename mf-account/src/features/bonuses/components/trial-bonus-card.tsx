import styled from 'styled-components';
import { errorMessage, useSubmitGuard } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { useSession } from '@playhub/shared/session';
import { Button, buttonBase, notify, WageringBar } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { useFormat } from '@/components/use-format';
import { useClaimTrialBonus } from '../api/claim-trial-bonus';
import { useTrialBonus } from '../api/get-trial-bonus';

/** Where the player verifies the phone (Requirements §2 route). */
const PHONE_PATH = '/dashboard/phone-verification';

/**
 * The trial bonus on the bonuses page (`bonus/trial`): Claim when available (also for a player who
 * closed the celebration screen), the way to phone verification when that is missing, the wagering
 * progress once claimed while wagering is active; nothing when not chosen or not offered.
 */
export function TrialBonusCard() {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  const trial = useTrialBonus();
  const wagering = useSession((s) => s.wagering);
  const claim = useClaimTrialBonus();
  const guard = useSubmitGuard();

  const onClaim = async () => {
    // One claim per click: a double click sends one request, with one idempotency key.
    const outcome = await guard.run('trial-bonus', (key) => claim.mutateAsync(key));
    if (outcome.status === 'done') notify.success(outcome.value.message || t('trialBonus.claimed'));
    if (outcome.status === 'failed') notify.error(errorMessage(outcome.error, t('common:errorGeneric')));
  };

  if (!trial.data) return null;
  const { state, amount, wageringMultiplier } = trial.data;

  if (state === 'available' || state === 'needsPhone') {
    return (
      <Box as="section" aria-labelledby="trial-bonus-title" data-state={state}>
        <h2 id="trial-bonus-title">{t('trialBonus.title')}</h2>
        <Amount>{money(amount)}</Amount>
        {state === 'available' ? (
          <>
            <p>
              {t('trialBonus.available', { amount: money(amount) })}{' '}
              {wageringMultiplier > 0 &&
                t('trialBonus.wageringRule', {
                  multiplier: wageringMultiplier,
                  wagering: money(amount * wageringMultiplier),
                })}
            </p>
            <Button size="lg" loading={guard.busy} onClick={() => void onClaim()}>
              {t('trialBonus.claim')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('trialBonus.needsPhone', { amount: money(amount) })}</p>
            <ActionLink to={PHONE_PATH}>{t('trialBonus.verifyPhone')}</ActionLink>
          </>
        )}
      </Box>
    );
  }
  if (state === 'claimed' && wagering) {
    const text = t('trialBonus.wagering', {
      wagered: money(wagering.wagered),
      required: money(wagering.required),
    });
    return (
      <Box as="section" aria-labelledby="trial-bonus-title" data-state="wagering">
        <h2 id="trial-bonus-title">{t('trialBonus.wageringTitle')}</h2>
        <p>{t('trialBonus.wageringLead')}</p>
        <Progress>
          <span>{text}</span>
          <WageringBar wagering={wagering} label={t('trialBonus.progressLabel')} text={text} />
        </Progress>
      </Box>
    );
  }
  return null;
}

const Box = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-color: ${({ theme }) => theme.colors.accent};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amount = styled.strong`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: min(100%, 480px);
  font-variant-numeric: tabular-nums;
`;

const ActionLink = styled(Link)`
  ${buttonBase}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

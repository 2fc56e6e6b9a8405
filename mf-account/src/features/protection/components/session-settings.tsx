import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import {
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  type ProtectionStatus,
} from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { Button, notify, Select } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { useFormat } from '@/components/use-format';
import { useSetLimit } from '../api/set-limit';
import { useSetRealityCheck } from '../api/set-reality-check';
import { limitOf } from '../model/limit-choices';
import { useDuration } from './use-duration';

/** The session-time limit and the reality-check interval, a card each. */
export function SessionSettings({ status }: { status: ProtectionStatus }) {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const duration = useDuration();
  const session = limitOf(status, 'session', null);
  const [minutes, setMinutes] = useState(String(session?.value ?? ''));
  const [reality, setReality] = useState(String(status.realityCheckMinutes));
  const setLimit = useSetLimit();
  const setRealityCheck = useSetRealityCheck();
  // The market's longest reality-check interval (issue 30, item 4): longer ones and off are not offered.
  const longest = useBootstrap()?.market?.realityCheckMaxMinutes ?? null;
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      notify.success((await work()).message, { form: 'session-settings' });
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'session-settings' });
    }
  };
  const sessionOptions = [
    { value: '', label: t('protection.noLimit') },
    ...SESSION_LIMIT_MINUTES.map((m) => ({ value: String(m), label: duration(m) })),
  ];
  const realityOptions = REALITY_CHECK_MINUTES.map((m) => ({
    value: String(m),
    label: m === 0 ? t('protection.realityOff') : duration(m),
    disabled: (m === 0 && session?.value != null) || (longest !== null && (m === 0 || m > longest)),
  }));
  return (
    <>
      <Card as="section" aria-labelledby="protection-session">
        <h2 id="protection-session">{t('protection.sessionTitle')}</h2>
        <p>{t('protection.sessionLead')}</p>
        {session?.value != null && (
          <Status>
            {t('protection.sessionInForce', {
              minutes: duration(session.value),
              used: duration(session.used),
            })}
          </Status>
        )}
        {session?.pending && (
          <Status>
            {session.pending.value === null
              ? t('protection.pendingRemoval', { at: date(session.pending.effectiveAt) })
              : t('protection.pendingValue', {
                  value: duration(session.pending.value),
                  at: date(session.pending.effectiveAt),
                })}
          </Status>
        )}
        <Inline
          onSubmit={(event) => {
            event.preventDefault();
            void run(() =>
              setLimit.mutateAsync({ kind: 'session', value: minutes ? Number(minutes) : null }),
            );
          }}
        >
          <Select
            label={t('protection.sessionLimit')}
            options={sessionOptions}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <Button type="submit" loading={setLimit.isPending}>
            {t('protection.save')}
          </Button>
        </Inline>
      </Card>
      <Card as="section" aria-labelledby="protection-reality">
        <h2 id="protection-reality">{t('protection.realityTitle')}</h2>
        <p>{t('protection.realityLead')}</p>
        <Inline
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => setRealityCheck.mutateAsync(Number(reality)));
          }}
        >
          <Select
            label={t('protection.realityInterval')}
            options={realityOptions}
            value={reality}
            hint={session?.value != null ? t('protection.realityNeeded') : undefined}
            onChange={(event) => setReality(event.target.value)}
          />
          <Button type="submit" loading={setRealityCheck.isPending}>
            {t('protection.save')}
          </Button>
        </Inline>
      </Card>
    </>
  );
}

const Status = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-variant-numeric: tabular-nums;
`;
const Inline = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 320px) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

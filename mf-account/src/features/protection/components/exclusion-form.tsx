import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import {
  selfExclusionTerms,
  TIMEOUT_HOURS,
  type ExclusionPayload,
  type SelfExclusionTerm,
} from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { useNavigate } from '@playhub/shared/router';
import { logout } from '@playhub/shared/session';
import { pauseMarketing } from '@playhub/shared/storage';
import { Button, Checkbox, notify, Select } from '@playhub/kit/ui-kit';
import { useExclude } from '../api/exclude';
import { useDuration } from './use-duration';

/**
 * A time-out or a self-exclusion: a length, a confirmation that says what happens, and the button.
 * The server logs the player out everywhere; this device follows at once, goes home and shows no
 * marketing popup until the exclusion ends.
 */
export function ExclusionForm({ kind }: { kind: ExclusionPayload['kind'] }) {
  const { t } = useTranslation('account');
  const duration = useDuration();
  const navigate = useNavigate();
  const exclude = useExclude();
  const id = useId();
  const options =
    kind === 'timeout'
      ? TIMEOUT_HOURS.map((h) => ({ value: String(h), label: duration(h * 60) }))
      : selfExclusionTerms.map((term) => ({ value: term, label: t(`protection.terms.${term}`) }));
  const [choice, setChoice] = useState(options[0]!.value);
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  const title = kind === 'timeout' ? 'protection.timeoutTitle' : 'protection.selfTitle';

  const submit = async () => {
    if (!confirmed) {
      setMissing(true);
      return;
    }
    const body: ExclusionPayload =
      kind === 'timeout'
        ? { kind, hours: Number(choice), confirm: true }
        : { kind, term: choice as SelfExclusionTerm, confirm: true };
    try {
      const { message, endsAt } = await exclude.mutateAsync(body);
      pauseMarketing(endsAt);
      notify.success(message, { form: 'exclusion' });
      // Home first: on this dashboard page the route guard would ask for a login at once.
      void navigate('/', { replace: true });
      await logout({ endedByServer: true });
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'exclusion' });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(title)}</h2>
      <p>{t(kind === 'timeout' ? 'protection.timeoutLead' : 'protection.selfLead')}</p>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Select
          label={t(kind === 'timeout' ? 'protection.timeoutLength' : 'protection.selfLength')}
          options={options}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Checkbox
          label={t('protection.confirm')}
          checked={confirmed}
          error={missing && !confirmed ? { message: t('protection.confirmNeeded') } : undefined}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setMissing(false);
          }}
        />
        <Note>{t('protection.coolingOff')}</Note>
        <Button type="submit" variant="danger" loading={exclude.isPending}>
          {t(kind === 'timeout' ? 'protection.timeoutStart' : 'protection.selfStart')}
        </Button>
      </Form>
    </section>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

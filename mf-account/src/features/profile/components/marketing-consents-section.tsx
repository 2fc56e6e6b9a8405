import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Checkbox, notify } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { useConsents } from '../api/get-consents';
import { useSetConsents } from '../api/set-consents';

/** Marketing by e-mail and by SMS, each on its own, apart from the cookie question (issue 32). */
export function MarketingConsentsSection() {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const query = useConsents();
  const save = useSetConsents();
  const [email, setEmail] = useState(false);
  const [sms, setSms] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    setEmail(query.data.email.granted);
    setSms(query.data.sms.granted);
  }, [query.data]);
  const last = [query.data?.email.at, query.data?.sms.at]
    .filter((x): x is string => !!x)
    .sort()
    .pop();
  return (
    <Card as="section" aria-labelledby="consents-title">
      <Title id="consents-title">{t('loginTerms.consentsTitle')}</Title>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={false}
        onRetry={() => void query.refetch()}
      >
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { email, sms },
              {
                onSuccess: ({ message }) => notify.success(message),
                onError: (err) => notify.error(errorMessage(err, t('common:errorGeneric'))),
              },
            );
          }}
        >
          <p>{t('loginTerms.consentsLead')}</p>
          <Checkbox
            label={t('loginTerms.consentEmail')}
            checked={email}
            onChange={(e) => setEmail(e.target.checked)}
          />
          <Checkbox
            label={t('loginTerms.consentSms')}
            checked={sms}
            onChange={(e) => setSms(e.target.checked)}
          />
          {last && <p>{t('loginTerms.consentsChanged', { date: date(last) })}</p>}
          <Button type="submit" loading={save.isPending}>
            {t('loginTerms.consentsSave')}
          </Button>
        </Form>
      </QueryState>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.15rem;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  p {
    margin: 0;
  }
`;

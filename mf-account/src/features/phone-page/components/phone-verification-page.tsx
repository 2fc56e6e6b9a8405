import { useReducer, useState } from 'react';
import { useTranslation } from '@playhub/shared/i18n';
import { PhoneVerificationPage as Page } from '@playhub/shared/contracts';
import { useSession } from '@playhub/shared/session';
import { StatusBadge } from '@playhub/kit/ui-kit';
import { Narrow, Stack } from '@/components/form-layout';
import { Card, PageFrame } from '@/components/page-frame';
import { initialPhonePage, phonePageReducer } from '../model/phone-page-machine';
import { PhoneCodeForm, PhoneSendForm } from './phone-page-forms';

/**
 * /dashboard/phone-verification: states NotVerified, VerificationCode, Verified and Update (Requirements §4).
 */
export default function PhoneVerificationPage() {
  const { t } = useTranslation('account');
  const smsVerified = useSession((s) => s.authData?.smsVerified ?? false);
  const storedPhone = useSession((s) => s.authData?.phone ?? '');
  const [state, dispatch] = useReducer(phonePageReducer, smsVerified, initialPhonePage);
  // The number a code was sent to (a new one from Update) until it is verified and stored.
  const [pendingPhone, setPendingPhone] = useState(storedPhone);
  const verified = state === Page.VerifiedPage;
  return (
    <PageFrame title={t('phonePage.title')} url="/dashboard/phone-verification">
      <Card>
        <Narrow style={{ margin: 0 }}>
          <Stack>
            <div>
              <StatusBadge tone={verified ? 'success' : 'danger'}>
                {verified ? t('phonePage.verified') : t('phonePage.notVerified')}
              </StatusBadge>
            </div>
            {state === Page.VerificationCodePage ? (
              <PhoneCodeForm phone={pendingPhone} onVerified={() => dispatch('verified')} />
            ) : (
              <PhoneSendForm
                key={state}
                phone={state === Page.VerifiedPage ? storedPhone : pendingPhone}
                state={state}
                onSent={(phone) => {
                  setPendingPhone(phone);
                  dispatch('codeSent');
                }}
                onUpdate={() => dispatch('update')}
                onCancel={() => dispatch('cancelUpdate')}
              />
            )}
          </Stack>
        </Narrow>
      </Card>
    </PageFrame>
  );
}

import { useState } from 'react';
import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { DialogColumn } from '@/components/form-layout';
import { SmsSuccess } from '@/components/sms-verify/sms-success';
import { SmsVerifyFlow } from '@/components/sms-verify/sms-verify-flow';

/** 'account/sms-verify': two steps, then the success text with Close; 'Skip Verification' from registration. */
export default function SmsVerifyDialog({ params, close }: DialogProps<'account/sms-verify'>) {
  const { t } = useTranslation('account');
  const phone = useSession((s) => s.authData?.phone ?? '');
  const [done, setDone] = useState(false);
  return (
    <DialogFrame title={t('sms.title')} onClose={close}>
      <DialogColumn>
        {done ? (
          <SmsSuccess onClose={close} />
        ) : (
          <SmsVerifyFlow
            initialPhone={phone}
            onSkip={params?.fromRegistration ? close : undefined}
            onVerified={() => setDone(true)}
          />
        )}
      </DialogColumn>
    </DialogFrame>
  );
}

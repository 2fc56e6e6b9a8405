import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { CallRequestForm } from '@/components/call-request/call-request-form';

/**
 * 'account/call-request' ('Call Request Form', 454 px on desktop); dialogs close on success
 * (Requirements §8).
 */
export default function CallRequestDialog({ close }: DialogProps<'account/call-request'>) {
  const { t } = useTranslation('account');
  return (
    <DialogFrame title={t('callRequest.title')} onClose={close} size="call">
      <CallRequestForm onDone={close} />
    </DialogFrame>
  );
}

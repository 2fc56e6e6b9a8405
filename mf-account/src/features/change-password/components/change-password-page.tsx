import { useTranslation } from '@playhub/shared/i18n';
import { Narrow } from '@/components/form-layout';
import { Card, PageFrame } from '@/components/page-frame';
import { ChangePasswordForm } from './change-password-form';

/** /dashboard/change-password. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  return (
    <PageFrame title={t('changePassword.title')} url="/dashboard/change-password">
      <Card>
        <Narrow style={{ margin: 0 }}>
          <ChangePasswordForm />
        </Narrow>
      </Card>
    </PageFrame>
  );
}

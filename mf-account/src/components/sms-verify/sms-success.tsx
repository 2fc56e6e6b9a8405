import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';
import { Centered } from '../form-layout';

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  font-size: 32px;
`;

/** Success screen of the SMS dialog with the text of Requirements §2 and a Close button. */
export function SmsSuccess({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Centered>
      <Tick aria-hidden="true">✓</Tick>
      <p role="status">{t('sms.success')}</p>
      <Button onClick={onClose}>{t('sms.close')}</Button>
    </Centered>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { openDialog } from '@playhub/shared/ui';
import { Button } from '@playhub/kit/ui-kit';

/** Requirements §2/§6: a visitor's Login and Register buttons. */
export function VisitorButtons({ compact }: { compact: boolean }) {
  const { t } = useTranslation('host');
  const size = compact ? 'sm' : 'md';
  return (
    <Row data-compact={compact}>
      <Button
        variant="secondary"
        size={size}
        onClick={() => openDialog('account/login')}
        data-testid="header-login"
      >
        {t('nav.login')}
      </Button>
      <Button size={size} onClick={() => openDialog('account/register')} data-testid="header-register">
        {t('nav.register')}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex: none;
  gap: 6px;
  /* Phone: the small buttons keep a 44 px touch height. */
  &[data-compact='true'] > button {
    min-height: 44px;
  }
`;

import { useNavigate } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession, useUnreadNotifications } from '@playhub/shared/session';
import { openDialog, uiStore, useUi } from '@playhub/shared/ui';
import { Badge } from '@playhub/kit/ui-kit';
import { UserIcon } from '@/components/icons';
import { drawerIds } from '@/components/drawer';
import { iconSlot } from './icon-slot';

/**
 * Requirements §2 user button: a visitor gets the login form; a player on mobile toggles the profile side
 * panel, on desktop goes to /dashboard. With `badge` (the site variant without the bell) it carries
 * the unread count instead, capped at 9+.
 */
export function UserButton({ mobile, badge = false }: { mobile: boolean; badge?: boolean }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const hasLogin = useSession((s) => s.hasLogin);
  const panelOpen = useUi((s) => s.profilePanelOpen);
  const unread = useUnreadNotifications();
  const onClick = () => {
    if (!hasLogin) openDialog('account/login');
    else if (mobile) uiStore.getState().setProfilePanelOpen(!panelOpen);
    else void navigate('/dashboard');
  };
  return (
    <Button
      type="button"
      onClick={onClick}
      aria-label={t('header.account')}
      aria-expanded={hasLogin && mobile ? panelOpen : undefined}
      aria-controls={hasLogin && mobile ? drawerIds.profilePanel : undefined}
      data-testid={mobile ? 'user-button-mobile' : 'user-button'}
    >
      <UserIcon size={20} />
      {hasLogin && badge && <Corner count={unread} label={t('header.unread', { count: unread })} />}
    </Button>
  );
}

const Button = styled.button`
  ${iconSlot}
  position: relative;
  /* The phone header's account button: a full 44 × 44 px touch target. */
  &[data-testid='user-button-mobile'] {
    width: 44px;
    height: 44px;
  }
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;
const Corner = styled(Badge)`
  position: absolute;
  top: -4px;
  right: -6px;
`;

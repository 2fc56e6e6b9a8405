import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { useUi, uiStore } from '@playhub/shared/ui';
import { IconButton } from '@playhub/kit/ui-kit';
import { Drawer, drawerIds } from '@/components/drawer';
import { CloseIcon } from '@/components/icons';
import { Widget } from '@/components/widget';

const close = () => uiStore.getState().setProfilePanelOpen(false);

/**
 * Requirements §2 mobile profile side panel: the account vertical's dashboard menu in its 'panel' variant.
 */
export function ProfilePanel() {
  const { t } = useTranslation('host');
  const open = useUi((s) => s.profilePanelOpen);
  const hasLogin = useSession((s) => s.hasLogin);
  return (
    <Drawer
      id={drawerIds.profilePanel}
      open={open && hasLogin}
      side="right"
      label={t('header.profilePanel')}
      onClose={close}
    >
      <Top>
        <IconButton aria-label={t('header.closeMenu')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Top>
      <Widget
        id="account/dashboard-menu"
        props={{ variant: 'panel', onNavigate: close }}
        enabled={open && hasLogin}
      />
    </Drawer>
  );
}

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 8px;
`;

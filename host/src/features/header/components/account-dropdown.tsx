import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { VisuallyHidden } from '@playhub/kit/ui-kit';
import { DropdownPanel } from '@/components/dropdown-panel';
import { ChevronDownIcon } from '@/components/icons';
import { Widget } from '@/components/widget';
import { useDisclosure } from '@/hooks/use-dismiss';
import { ProfileSummary } from './profile-summary';

/**
 * Desktop profile block: pressing it opens the 230 px dashboard menu dropdown (Requirements §2); choosing
 * an entry, Escape or a click elsewhere closes it.
 */
export function AccountDropdown() {
  const { t } = useTranslation('host');
  const { open, close, toggle, box, button, panelId: menuId } = useDisclosure();

  return (
    <Box ref={box}>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        data-testid="account-menu-toggle"
      >
        {/* Named by its content ("Account menu" + the visible profile), not aria-label (WCAG 2.5.3). */}
        <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
        <Widget id="account/profile-block" props={{}} placeholder={<ProfileSummary />} />
        <ChevronDownIcon size={16} />
      </Toggle>
      <Panel id={menuId} hidden={!open}>
        <Widget
          id="account/dashboard-menu"
          props={{ variant: 'dropdown', onNavigate: close }}
          enabled={open}
        />
      </Panel>
    </Box>
  );
}

/* In a crowded bar the name gives way (ellipsis) before the balance does: a shrink factor far
   above the balance's makes the squeeze land here until the block is down to avatar and chevron. */
const Box = styled.div`
  position: relative;
  flex: 0 1000 auto;
  min-width: 80px;
`;
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-width: 0;
  svg {
    flex: none;
  }
  min-height: 40px;
  padding: 2px 8px 2px 2px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.pill};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  &[aria-expanded='true'],
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;
const Panel = styled(DropdownPanel)`
  top: calc(100% + 6px);
  width: ${(p) => p.theme.layout.dashboardDropdownWidth};
  max-height: calc(100dvh - 80px);
`;

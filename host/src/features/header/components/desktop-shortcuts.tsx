import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { openDialog } from '@playhub/shared/ui';
import { GuardedLink } from '@/components/guarded-link';
import { PhoneIcon } from '@/components/icons';
import { QuickLinkIcons } from './quick-link-icons';

/**
 * Requirements §2 desktop top bar shortcuts: the call-request button, the messaging/TV quick links and the
 * links to /spor, Bonus Talep and /promotions. Below 1280 px the three text links step aside (the
 * second bar has the same entries) so a player's balance, Deposit and account fit.
 */
export function DesktopShortcuts() {
  const { t } = useTranslation('host');
  return (
    <>
      <CallButton
        type="button"
        onClick={() => openDialog('account/call-request')}
        aria-label={t('menu.callRequest')}
      >
        <PhoneIcon size={16} />
        <span className="label">{t('menu.callRequest')}</span>
      </CallButton>
      <QuickLinkIcons />
      <TextLinks>
        <GuardedLink to="/spor">{t('menu.sports')}</GuardedLink>
        <GuardedLink to="/dashboard/claim-bonus">{t('menu.bonusRequest')}</GuardedLink>
        <GuardedLink to="/promotions">{t('menu.promotions')}</GuardedLink>
      </TextLinks>
    </>
  );
}

const CallButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radii.pill};
  background: transparent;
  color: ${(p) => p.theme.colors.accent};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  white-space: nowrap;
  flex: none;
  svg {
    flex: none;
  }
  /* Below 1400 px the bar is full: the button keeps its icon and accessible name only. */
  @media (max-width: 1399.98px) {
    width: 36px;
    padding: 0;
    justify-content: center;
    .label {
      display: none;
    }
  }
`;
const TextLinks = styled.div`
  display: flex;
  gap: 14px;
  flex: none;
  a {
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: ${(p) => p.theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${(p) => p.theme.colors.accent};
  }
  @media (max-width: 1279.98px) {
    display: none;
  }
`;

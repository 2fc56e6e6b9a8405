import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { TelegramIcon, TvIcon, WhatsappIcon } from '@/components/icons';
import { RoundIconLink } from '@/components/round-icon-link';
import { quickLinks } from '../model/quick-links';

const icons = { telegram: TelegramIcon, whatsapp: WhatsappIcon, liveTv: TvIcon } as const;

/**
 * Requirements §2: Telegram, WhatsApp and live TV icon buttons, each shown per site settings, in a new tab.
 */
export function QuickLinkIcons() {
  const { t } = useTranslation('host');
  const links = quickLinks(useBootstrap());
  if (links.length === 0) return null;
  return (
    <Row>
      {links.map(({ id, href }) => {
        const Icon = icons[id];
        return (
          <IconLink
            key={id}
            href={href}
            aria-label={`${t(`header.${id}`)} ${t('header.newTab')}`}
            data-quick={id}
          >
            <Icon size={18} />
          </IconLink>
        );
      })}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex: none;
  gap: 6px;
`;
const IconLink = styled(RoundIconLink)`
  &:hover {
    color: ${(p) => p.theme.colors.accent};
  }
`;

import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { TelegramIcon, TvIcon, WhatsappIcon } from '@/components/icons';
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
            target="_blank"
            rel="noopener noreferrer"
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
const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  &:hover {
    color: ${(p) => p.theme.colors.accent};
  }
`;

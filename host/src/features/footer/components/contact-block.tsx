import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { openDialog } from '@playhub/shared/ui';
import { Button } from '@playhub/kit/ui-kit';
import {
  FacebookIcon,
  InstagramIcon,
  PhoneIcon,
  TelegramIcon,
  TwitterIcon,
  WhatsappIcon,
  YoutubeIcon,
} from '@/components/icons';
import { RoundIconLink } from '@/components/round-icon-link';
import { quickContacts, socialLinks } from '../model/contacts';

const socialIcons = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsappIcon,
  telegram: TelegramIcon,
};
const socialNames = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/**
 * Social icons, Quick Contact (two Telegram, four WhatsApp) and the Call Request button (Requirements §2).
 */
export function ContactBlock() {
  const { t } = useTranslation('host');
  const data = useBootstrap();
  const newTab = t('header.newTab');
  return (
    <Wrap>
      <ul role="list" aria-label={t('footer.social')} className="social">
        {socialLinks(data).map(({ id, href }) => {
          const Icon = socialIcons[id];
          return (
            <li key={id}>
              <RoundIconLink href={href} aria-label={`${socialNames[id]} ${newTab}`} data-social={id}>
                <Icon size={18} />
              </RoundIconLink>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="footer-quick-contact">
        <h2 id="footer-quick-contact">{t('footer.quickContact')}</h2>
        <div className="quick">
          {quickContacts(data).map(({ kind, n, href }) => {
            const Icon = kind === 'telegram' ? TelegramIcon : WhatsappIcon;
            return (
              <a
                key={`${kind}-${n}`}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                data-kind={kind}
                data-quick-contact={`${kind}-${n}`}
              >
                <Icon size={16} />
                {t(kind === 'telegram' ? 'footer.telegramN' : 'footer.whatsappN', { n })}
              </a>
            );
          })}
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={<PhoneIcon size={16} />}
          onClick={() => openDialog('account/call-request')}
          data-testid="footer-call-request"
        >
          {t('footer.callRequest')}
        </Button>
      </section>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 16px;
  .social {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  h2 {
    margin-bottom: 8px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .quick {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 6px;
    margin-bottom: 10px;
  }
  .quick a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 10px;
    border-radius: ${(p) => p.theme.radii.md};
    color: #fff;
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    text-decoration: none;
  }
  .quick a[data-kind='telegram'] {
    background: #1f6fa8;
  }
  .quick a[data-kind='whatsapp'] {
    background: #14794a;
  }
`;

import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

/**
 * Toast body: live chat is unavailable, with the call-request form as the alternative — or, when it
 * only waits for the player's consent, with the cookie settings as well.
 */
export function ChatUnavailable({
  onCallRequest,
  onCookieSettings,
}: {
  onCallRequest: () => void;
  onCookieSettings?: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <Body data-testid="chat-unavailable">
      <span>{t(onCookieSettings ? 'chat.needsConsent' : 'chat.unavailable')}</span>
      <Actions>
        {onCookieSettings && (
          <button type="button" onClick={onCookieSettings}>
            {t('chat.cookieSettings')}
          </button>
        )}
        <button type="button" onClick={onCallRequest}>
          {t('chat.callRequest')}
        </button>
      </Actions>
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: 8px;
  button {
    min-height: 32px;
    padding: 0 12px;
    border: 1px solid currentColor;
    border-radius: 8px;
    background: transparent;
    color: inherit;
    font-weight: 700;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

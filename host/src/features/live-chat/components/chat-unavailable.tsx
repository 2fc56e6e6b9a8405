import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

/** Toast body: live chat is unavailable, with the call-request form as the alternative. */
export function ChatUnavailable({ onCallRequest }: { onCallRequest: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Body data-testid="chat-unavailable">
      <span>{t('chat.unavailable')}</span>
      <button type="button" onClick={onCallRequest}>
        {t('chat.callRequest')}
      </button>
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: 8px;
  button {
    justify-self: start;
    min-height: 32px;
    padding: 0 12px;
    border: 1px solid currentColor;
    border-radius: 8px;
    background: transparent;
    color: inherit;
    font-weight: 700;
  }
`;

import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import type { VerticalName } from '@playhub/shared/contracts';
import { useRetryWhenOnline } from './use-online';

interface Props {
  name: VerticalName;
  variant: 'page' | 'inline';
  onRetry: () => void;
}

/**
 * The localized "this section is unavailable" state of a vertical, with a retry button. Offline it
 * says so instead (the section is not broken) and tries again by itself once the connection is back.
 */
export function RemoteFallback({ name, variant, onRetry }: Props) {
  const { t } = useTranslation();
  const online = useRetryWhenOnline(onRetry);
  return (
    <Box
      role="alert"
      data-remote-fallback={name}
      data-offline={online ? undefined : ''}
      $inline={variant === 'inline'}
    >
      <strong>{t(online ? 'remote.unavailable' : 'remote.offline')}</strong>
      {variant === 'page' && <p>{t(online ? 'remote.unavailableHint' : 'remote.offlineHint')}</p>}
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </Box>
  );
}

const Box = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$inline ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: ${(p) => (p.$inline ? '0.25rem 0.5rem' : '3rem 1rem')};
  min-height: ${(p) => (p.$inline ? 'auto' : '40vh')};
  text-align: center;
  font-size: ${(p) => (p.$inline ? '0.8rem' : '1rem')};
  p {
    margin: 0;
    opacity: 0.8;
  }
  button {
    min-height: 2.25rem;
    padding: 0 1rem;
    border-radius: 0.5rem;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

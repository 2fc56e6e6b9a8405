import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import type { VerticalName } from '@playhub/shared/contracts';

interface Props {
  name: VerticalName;
  variant: 'page' | 'inline';
  onRetry: () => void;
}

/** The localized "this section is unavailable" state of a vertical, with a retry button. */
export function RemoteFallback({ name, variant, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-remote-fallback={name} $inline={variant === 'inline'}>
      <strong>{t('remote.unavailable')}</strong>
      {variant === 'page' && <p>{t('remote.unavailableHint')}</p>}
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

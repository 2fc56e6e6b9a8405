import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from './button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Defaults to the translated 'No data found'. */
  message?: ReactNode;
  title?: ReactNode;
  /** Decorative illustration. */
  icon?: ReactNode;
  action?: ReactNode;
}

/** Friendly block shown when a list has nothing to show. */
export function EmptyState({ message, title, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box>
      {icon && <span aria-hidden="true">{icon}</span>}
      {title && <Heading>{title}</Heading>}
      <p>{message ?? t('noData')}</p>
      {action}
    </Box>
  );
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Defaults to the translated generic error. */
  message?: ReactNode;
  /** Shows a retry button calling this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Spinner on the retry button while a retry runs. */
  retrying?: boolean;
}

/** Error message announced as an alert, with an optional retry button. */
export function ErrorState({ message, onRetry, retryLabel, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box>
      <p role="alert">{message ?? t('errorGeneric')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </Box>
  );
}

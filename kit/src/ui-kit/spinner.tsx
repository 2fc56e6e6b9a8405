import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The spinning ring alone, decorative (used inside buttons that carry aria-busy). */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const Wrap = styled.span<{ $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  justify-content: center;
  align-items: center;
  padding: ${({ $block, theme }) => ($block ? theme.space.xl : 0)};
  color: ${({ theme }) => theme.colors.accent};
`;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Ring diameter in px. */
  size?: number;
  /** Announced text; defaults to the translated 'Loading...'. */
  label?: string;
  /** Centre it in a padded block (page and panel loading states). */
  block?: boolean;
}

/** Loading indicator announced as a status ('Loading...'). */
export function Spinner({ size = 24, label, block = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <Wrap role="status" $block={block}>
      <SpinnerRing $size={size} />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </Wrap>
  );
}

import styled from 'styled-components';
import { media } from '@playhub/shared/theme';

/** Vertical stack of form controls. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
`;

/** Same spacing for non-form content (steps, success screens). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
`;

/** Two columns from the small breakpoint up, one below. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A row of buttons. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** Explanatory paragraph above a form. */
export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

/** A button that looks like a link (actions such as 'Recovery Password'). */
export const TextButton = styled.button.attrs({ type: 'button' })`
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
    text-decoration: none;
  }
`;

/** Centred column for result screens. */
export const Centered = styled(Stack)`
  align-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} 0;
`;

/** Narrow column so dialog and page forms keep a readable width. */
export const Narrow = styled.div`
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
`;

/**
 * A dialog's content column at a fixed width (full width on phones): a dialog sizes to its
 * content, so with `width: 100%` its width followed each step's text (recovery: 568 → 280 px).
 */
export const DialogColumn = styled.div<{ $width?: number }>`
  width: ${({ $width = 520 }) => $width}px;
  max-width: 100%;
  margin: 0 auto;
`;

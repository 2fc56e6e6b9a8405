import { css } from 'styled-components';

/** Look shared by text inputs, selects and masked inputs. */
export const controlCss = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.durations.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.dangerText};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

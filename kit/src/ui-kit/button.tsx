import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { SpinnerRing } from './spinner';

/** Visual variant of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';
/** Size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const heights: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

function variantCss(variant: ButtonVariant, { colors }: DefaultTheme) {
  const fills = {
    primary: [colors.accent, colors.onAccent, colors.accentHover, colors.accent],
    danger: [colors.danger, colors.onDanger, colors.dangerHover, colors.danger],
    success: [colors.success, colors.onSuccess, colors.successText, colors.success],
    secondary: [colors.surfaceRaised, colors.text, colors.surfaceMuted, colors.border],
    ghost: ['transparent', colors.text, colors.surfaceRaised, 'transparent'],
  } as const;
  const [bg, fg, hover, border] = fills[variant];
  return css`
    background: ${bg};
    color: ${fg};
    border-color: ${border};
    &:hover:not(:disabled):not([aria-busy='true']) {
      background: ${hover};
    }
  `;
}

/** Shared look of Button and IconButton. */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.durations.fast},
    opacity ${({ theme }) => theme.durations.fast};
  &:disabled {
    opacity: 0.55;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonBase}
  ${({ $variant, theme }) => variantCss($variant, theme)}
  min-height: ${({ $size }) => heights[$size]};
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.space.md : theme.space.xl)};
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.sm)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks (also form submits) until done. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

/** Accessible button with variants, sizes and a loading state; defaults to `type="button"`. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // Loading keeps the button focusable (unlike `disabled`) so keyboard focus is not thrown away.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <SpinnerRing $size={16} /> : icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </StyledButton>
  );
}

const StyledIconButton = styled.button<{ $size: ButtonSize; $variant: ButtonVariant }>`
  ${buttonBase}
  ${({ $variant, theme }) => variantCss($variant, theme)}
  width: ${({ $size }) => heights[$size]};
  height: ${({ $size }) => heights[$size]};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  svg {
    width: 60%;
    height: 60%;
  }
`;

/** Props of {@link IconButton}: the accessible name is required because there is no text. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  'aria-label': string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Round button showing only an icon; its name comes from the required `aria-label`. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton type={type} $variant={variant} $size={size} {...rest}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {children}
      </span>
    </StyledIconButton>
  );
}

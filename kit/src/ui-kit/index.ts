export {
  Button,
  IconButton,
  buttonBase,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
} from './button';
export { Input, type InputProps } from './input';
export { Select, type SelectOption, type SelectProps } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export { MaskedInput, type MaskedInputProps } from './masked-input';
export { AmountInput, type AmountInputProps } from './amount-input';
export { toImaskOptions, amountMaskOptions, maskDefinitions } from './mask-options';
export { preloadMasks } from './use-imask';
export { FormError, type FormErrorProps } from './form-error';
export {
  encodeErrorKey,
  parseErrorMessage,
  firstErrorMessage,
  translateErrorMessage,
  type FieldErrorLike,
} from './error-message';
export { Field, type FieldControlProps, type FieldProps } from './field';
export { controlCss } from './control-styles';
export { DialogFrame, DialogOverlay, type DialogFrameProps } from './dialog-frame';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './breadcrumb';
export { Spinner, SpinnerRing, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './states';
export { Badge, StatusBadge, badgeText, type BadgeProps, type StatusTone } from './badge';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { VisuallyHidden, visuallyHiddenCss } from './visually-hidden';
// Toasts and the dialog label have page-wide state (one toast layer, the host's dialog frame): they
// are the runtime's (`@playhub/shared/ui`), re-exported so a kit copy of a vertical reaches the page's.
export { ToastHost, notify, TOAST, type NotifyOptions, DialogLabelContext } from '@playhub/shared/ui';
export { CloseIcon } from './icons';
export { WageringBar, wageringPercent, type WageringBarProps } from './progress-bar';

import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { firstErrorMessage, translateErrorMessage, type FieldErrorLike } from './error-message';

const Message = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** The control's error, e.g. `formState.errors.username`. */
  error?: FieldErrorLike;
  /** Id the control points at with `aria-describedby`. */
  id?: string;
}

/** Shows the first error of a control, translating `validation.*` keys; renders nothing without one. */
export function FormError({ error, id }: FormErrorProps) {
  const { t } = useTranslation('common');
  const message = firstErrorMessage(error);
  if (!message) return null;
  return (
    <Message id={id} role="alert">
      {translateErrorMessage(t, message)}
    </Message>
  );
}

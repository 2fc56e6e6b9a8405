import type { FieldError, UseFormRegister } from '@playhub/kit/forms';
import styled from 'styled-components';
import { media } from '@playhub/shared/theme';
import { ContactType, type CallMePayload } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { IconButton, Input, Select, CloseIcon } from '@playhub/kit/ui-kit';

/** Props of {@link ContactRow}. */
export interface ContactRowProps {
  index: number;
  type: number;
  register: UseFormRegister<CallMePayload>;
  /** The row's errors to show (the form holds back those of controls not yet touched). */
  errors: { type?: FieldError; contact?: FieldError };
  onRemove: () => void;
  /** Re-checks a control; lets a shown error clear as the player types (not only on the next blur). */
  revalidate: (path: `contacts.${number}.contact` | `contacts.${number}.type`) => void;
}

/** One contact: type (Phone, Whatsapp, Telegram, Email) and the contact text with an example placeholder. */
export function ContactRow({ index, type, register, errors, onRemove, revalidate }: ContactRowProps) {
  const { t } = useTranslation('account');
  const n = index + 1;
  const options = Object.values(ContactType).map((v) => ({
    value: String(v),
    label: t(`callRequest.types.${v}`),
  }));
  const rowErrors = errors;
  return (
    <Row role="group" aria-label={t('callRequest.contactN', { n })}>
      <Select
        label={t('callRequest.contactType')}
        options={options}
        error={rowErrors?.type}
        {...register(`contacts.${index}.type`, { valueAsNumber: true })}
      />
      <Input
        label={t('callRequest.contact')}
        placeholder={t(`callRequest.placeholders.${type}`)}
        error={rowErrors?.contact}
        {...register(`contacts.${index}.contact`, {
          // Appended rows are not always "touched" for react-hook-form, so a shown error would stay until
          // blur — and vanishing on the blur of a Save click it would move Save away from the pointer.
          onChange: () => rowErrors?.contact && revalidate(`contacts.${index}.contact`),
        })}
      />
      <Remove>
        <IconButton aria-label={t('callRequest.remove', { n })} onClick={onRemove} size="sm">
          <CloseIcon />
        </IconButton>
      </Remove>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 8.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
    & > :nth-child(3) {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
`;

const Remove = styled.div`
  padding-top: 26px;
`;

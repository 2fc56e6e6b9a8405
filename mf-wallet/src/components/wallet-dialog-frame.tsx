import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { media } from '@playhub/shared/theme';
import { DialogFrame } from '@playhub/kit/ui-kit';

/**
 * DialogFrame of the wallet dialogs (Requirements §2): `medium`, full screen on mobile; with `fullHeight`
 * (opened from the play window) `full-height`, kept at the medium width so the form stays readable.
 */
export function WalletDialogFrame({
  fullHeight = false,
  ...props
}: Omit<ComponentProps<typeof DialogFrame>, 'size'> & { fullHeight?: boolean }) {
  return fullHeight ? (
    <FullHeight {...props} size="full-height" data-full-height />
  ) : (
    <DialogFrame {...props} size="medium" />
  );
}

const FullHeight = styled(DialogFrame)`
  ${media.up('md')} {
    && {
      width: min(640px, 100vw);
    }
  }
`;

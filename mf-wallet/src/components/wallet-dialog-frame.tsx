import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { DialogFrame } from '@playhub/shared/ui-kit';

/**
 * DialogFrame of the wallet dialogs: `medium` (full screen on mobile, as every frame is); with
 * `fullHeight` (opened from the play window) it stretches to the tallest box the host allows.
 */
export function WalletDialogFrame({ fullHeight = false, ...props }: Omit<ComponentProps<typeof DialogFrame>, 'size'> & { fullHeight?: boolean }) {
  return <Frame {...props} size="medium" $fullHeight={fullHeight} data-full-height={fullHeight || undefined} />;
}

const Frame = styled(DialogFrame)<{ $fullHeight: boolean }>`
  && {
    ${({ $fullHeight }) => ($fullHeight ? 'height: min(760px, calc(100dvh - 2rem)); max-height: none;' : '')}
  }
  @media (max-width: 767.98px) {
    && {
      height: 100dvh;
    }
  }
`;

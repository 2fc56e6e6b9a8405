import { css } from 'styled-components';
import type { DialogSize } from '@playhub/shared/contracts';
import { media } from '@playhub/shared/theme';
import { layout } from '@playhub/shared/theme';

const { dialog } = layout;

// Desktop geometry per size (Requirements §2 "Dialogs and panels"); below `md` every size but `sheet`
// and `bare` is full screen.
const desktop: Record<DialogSize, ReturnType<typeof css>> = {
  default: css`
    height: min(${dialog.height}, 100dvh);
    min-width: ${dialog.minWidth};
    max-width: min(${dialog.maxWidth}, 100vw);
  `,
  call: css`
    height: min(${dialog.height}, 100dvh);
    width: min(${dialog.callWidth}, 100vw);
  `,
  secondary: css`
    width: min(${dialog.secondaryWidth}, 100vw);
    max-height: min(${dialog.secondaryHeight}, 100dvh);
  `,
  medium: css`
    width: min(${dialog.mediumWidth}, 100vw);
    max-height: min(85dvh, ${dialog.height});
  `,
  'full-height': css`
    height: 100dvh;
    width: min(${dialog.maxWidth}, 100vw);
  `,
  sheet: css``,
  bare: css`
    max-width: min(${dialog.maxWidth}, 100vw);
    max-height: 100dvh;
  `,
};

/** Geometry of a DialogFrame of the given size: desktop box, full screen below `md`. */
export function dialogSizeCss(size: DialogSize) {
  return css`
    ${desktop[size]}
    ${
      size === 'sheet'
        ? css`
            width: 100vw;
            height: 100dvh;
            border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
          `
        : size !== 'bare' &&
          css`
            ${media.down('md')} {
              width: 100vw;
              min-width: 0;
              max-width: none;
              height: 100dvh;
              max-height: none;
              border-radius: 0;
            }
          `
    }
  `;
}

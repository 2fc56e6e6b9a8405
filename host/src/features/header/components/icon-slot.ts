import { css } from 'styled-components';

/** A 40 px square slot of the header holding one icon (search link, account button). */
export const iconSlot = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  color: ${(p) => p.theme.colors.text};
`;

import styled from 'styled-components';

/** Placeholder the size of the bell while its chunk loads, so the header does not shift. */
export const WidgetLoading = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

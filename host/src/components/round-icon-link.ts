import styled from 'styled-components';

/** A round 36 px icon link to another site, opened in a new tab (header quick links, footer social links). */
export const RoundIconLink = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
`;

import styled from 'styled-components';
import { media } from '@playhub/shared/theme';

/** Row of filter selects above a history list (stacked on phones). */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;

/** Page size of the history lists. */
export const PAGE_SIZE = 10;

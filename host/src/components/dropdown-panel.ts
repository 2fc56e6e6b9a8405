import styled from 'styled-components';

/** The panel a header disclosure opens below its button, right-aligned (account dropdown, the menu's More). */
export const DropdownPanel = styled.div`
  position: absolute;
  right: 0;
  z-index: ${(p) => p.theme.zIndex.dropdown};
  overflow-y: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.dialog};
  &[hidden] {
    display: none;
  }
`;

import { NavLink } from '@playhub/shared/router';
import styled from 'styled-components';

/** One link tab. */
export interface TabItem {
  label: string;
  to: string;
}

const Bar = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tab = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const Cell = styled.li`
  flex: 1;
`;

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab bar (navigation landmark). */
  label: string;
  items: readonly TabItem[];
  className?: string;
}

/** Navigation tabs as router links; the one matching the URL gets aria-current="page". */
export function Tabs({ label, items, className }: TabsProps) {
  return (
    <nav aria-label={label} className={className}>
      <Bar>
        {items.map((item) => (
          <Cell key={item.to}>
            <Tab to={item.to} end>
              {item.label}
            </Tab>
          </Cell>
        ))}
      </Bar>
    </nav>
  );
}

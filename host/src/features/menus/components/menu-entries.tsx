import type { ComponentType } from 'react';
import { css } from 'styled-components';
import { useLocation } from '@playhub/shared/router';
import { activeItemId } from '../model/active-item';
import type { MenuItem } from '../model/menu-items';
import type { MenuEntry } from './menu-entry';

/** The id of the entry of `items` that the current page belongs to, if any. */
export function useActiveItem(items: readonly MenuItem[]): string | null {
  const { pathname } = useLocation();
  return activeItemId(items, pathname);
}

/** Props of {@link MenuEntries}. */
export interface MenuEntriesProps {
  items: readonly MenuItem[];
  /** The menu's styled {@link MenuEntry}. */
  entry: ComponentType<Parameters<typeof MenuEntry>[0]>;
  iconSize: number;
  /** The current page's entry (from {@link useActiveItem}). */
  active: string | null;
  /** How many entries show; the rest stay in the list, hidden (the top menu's overflow). */
  shown?: number;
}

/** A menu's entries as list items, the current page's entry marked (`aria-current`). */
export function MenuEntries({
  items,
  entry: Entry,
  iconSize,
  active,
  shown = items.length,
}: MenuEntriesProps) {
  return items.map((item, i) => (
    <li key={item.id} hidden={i >= shown}>
      <Entry item={item} active={item.id === active} iconSize={iconSize} />
    </li>
  ));
}

/** Every menu entry: a bare link or button whose icon never shrinks. */
const bareEntry = css`
  border: 0;
  background: transparent;
  text-decoration: none;
  svg {
    flex: none;
  }
`;

/** A tab of the desktop top bar (an entry or the More button): 44 px tall, underlined when current. */
export const barEntry = css`
  ${bareEntry}
  display: inline-flex;
  align-items: center;
  height: 44px;
  border-bottom: 2px solid transparent;
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  white-space: nowrap;
`;

/** The current page's tab of the top bar. */
export const barEntryCurrent = css`
  color: ${(p) => p.theme.colors.accent};
  border-bottom-color: ${(p) => p.theme.colors.accent};
`;

/** An icon above a small label (the phone's bottom bar and compact strip); accent when current. */
export const stackedEntry = css`
  ${bareEntry}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 11px;
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.accent};
  }
`;

import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { ChevronDownIcon } from '@/components/icons';
import { useDisclosure } from '@/hooks/use-dismiss';
import type { MenuItem } from '../model/menu-items';
import { DropdownPanel } from '@/components/dropdown-panel';
import { MenuEntry } from './menu-entry';
import { barEntry, barEntryCurrent } from './menu-entries';

interface Props {
  /** The entries that did not fit the bar. */
  items: readonly MenuItem[];
  /** The current page's entry id, if any. */
  active: string | null;
  /** Nothing overflows: the button stays laid out (to be measured) but invisible and inert. */
  idle: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The top menu's "More" disclosure: a button that opens a list of the entries the bar has no room
 * for. Escape or ✕-less dismissal (a click elsewhere, Tab out, choosing an entry) closes it; Escape
 * returns focus to the button.
 */
export function MoreMenu({ items, active, idle, ref }: Props) {
  const { t } = useTranslation('host');
  const { open: shown, close, toggle, box, button, panelId } = useDisclosure({ enabled: !idle });

  return (
    <Box
      ref={(element) => {
        box.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      data-idle={idle}
      aria-hidden={idle || undefined}
      inert={idle}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Toggle
        ref={button}
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        data-current={items.some((item) => item.id === active) || undefined}
        data-testid="menu-more"
        onClick={toggle}
      >
        {t('nav.more')}
        <ChevronDownIcon size={14} />
      </Toggle>
      <Panel
        id={panelId}
        hidden={!shown}
        onClick={(event) => {
          if ((event.target as Element).closest('a, button')) close();
        }}
      >
        <ul role="list">
          {items.map((item) => (
            <li key={item.id}>
              <PanelEntry item={item} active={item.id === active} iconSize={16} />
            </li>
          ))}
        </ul>
      </Panel>
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  flex: none;
  &[data-idle='true'] {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
  }
`;
const Toggle = styled.button`
  ${barEntry}
  gap: 4px;
  padding: 0 8px;
  svg {
    transition: transform ${(p) => p.theme.durations.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover,
  &[aria-expanded='true'] {
    color: ${(p) => p.theme.colors.accent};
  }
  /* The current page sits in the list: the button carries the bar's "current" underline. */
  &[data-current] {
    ${barEntryCurrent}
  }
`;
const Panel = styled(DropdownPanel)`
  top: 100%;
  min-width: 220px;
  max-height: calc(100dvh - 140px);
  padding: 6px;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const PanelEntry = styled(MenuEntry)`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  svg {
    flex: none;
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.accent};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.accent};
  }
`;

import type { ReactNode } from 'react';
import { useTranslation } from '@playhub/shared/i18n';
import { GuardedLink } from '@/components/guarded-link';
import { useRegistry } from '@/app/composition/registry-context';
import type { MenuItem } from '../model/menu-items';
import { runMenuItem } from '../model/run-menu-item';

interface Props {
  item: MenuItem;
  className?: string;
  /** Whether the entry is the current page (sets aria-current). */
  active?: boolean;
  iconSize?: number;
  extra?: ReactNode;
}

/** One menu entry: a link when it has a url, otherwise a button running its action. */
export function MenuEntry({ item, className, active, iconSize = 20, extra }: Props) {
  const { t } = useTranslation('host');
  const registry = useRegistry();
  const run = () => runMenuItem(item, registry.load);
  const Icon = item.icon;
  const content = (
    <>
      <Icon size={iconSize} />
      <span>{t(item.title)}</span>
      {extra}
    </>
  );
  if (item.url) {
    return (
      <GuardedLink
        to={item.url}
        className={className}
        aria-current={active ? 'page' : undefined}
        data-menu={item.id}
        onClick={run}
      >
        {content}
      </GuardedLink>
    );
  }
  return (
    <button type="button" className={className} data-menu={item.id} onClick={run}>
      {content}
    </button>
  );
}

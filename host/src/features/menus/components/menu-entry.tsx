import type { ReactNode } from 'react';
import { useTranslation } from '@playhub/shared/i18n';
import { useLocation } from '@playhub/shared/router';
import { GuardedLink } from '@/components/guarded-link';
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
  const { pathname, search } = useLocation();
  const run = () => runMenuItem(item);
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
        state={item.returnHere ? { returnTo: `${pathname}${search}` } : undefined}
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

import type { MouseEvent } from 'react';
import { Link, type LinkProps } from '@playhub/shared/router';
import { allowNavigation } from './guard';

/** A router link whose dashboard targets open the login form for visitors instead of navigating. */
export function GuardedLink({ to, onClick, ...rest }: LinkProps & { to: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!allowNavigation(to)) event.preventDefault();
    onClick?.(event);
  };
  return <Link to={to} onClick={handle} {...rest} />;
}

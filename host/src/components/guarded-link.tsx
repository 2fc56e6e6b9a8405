import type { MouseEvent } from 'react';
import { Link, useLocation, type LinkProps } from '@playhub/shared/router';
import { allowNavigation } from './guard';

/** A router link whose dashboard and game targets open the login form for visitors instead of navigating. */
export function GuardedLink({ to, onClick, ...rest }: LinkProps & { to: string }) {
  const here = useLocation();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    // After the login the link is followed with its own state, else with where it was clicked.
    const state: unknown = rest.state ?? { returnTo: here.pathname + here.search };
    if (!allowNavigation(to, state)) event.preventDefault();
    onClick?.(event);
  };
  return <Link to={to} onClick={handle} {...rest} />;
}

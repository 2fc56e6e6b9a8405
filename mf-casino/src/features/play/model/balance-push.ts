import type { GameLaunch } from '../api/launch-game';

/**
 * The message that tells the game its balance changed outside it (a deposit from the play window,
 * issue 33), as aggregators let the operator push a balance update: the game then asks its wallet
 * for the balance. It carries no amount, so nothing the game shows comes from the page.
 */
export const BALANCE_UPDATE_MESSAGE = { type: 'updateBalance' } as const;

/** Why the balance moved, when the game should hear of it: money that came from outside the game. */
export const PUSHED_REASONS: ReadonlySet<string> = new Set(['deposit', 'trial-bonus', 'withdraw']);

/**
 * Where the message may go: the game's own origin for a provider's URL; `*` for a game whose origin
 * is opaque (a SoftGamings srcdoc, or a URL on the site's origin, both sandboxed without
 * allow-same-origin), which no origin names. The message holds nothing secret.
 */
export function balancePushTarget(launch: GameLaunch, site: string = window.location.origin): string {
  if (launch.kind === 'html' || launch.origin === site) return '*';
  return launch.origin;
}

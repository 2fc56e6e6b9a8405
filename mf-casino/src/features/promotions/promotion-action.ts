import type { Promotion, PromotionAction } from '@playhub/shared/contracts';

/** Where each promotion action leads (issue 33). */
const PATHS: Record<PromotionAction, string> = {
  deposit: '/dashboard/deposit',
  claim: '/dashboard/claim-bonus',
  play: '/casino/slot',
};

/**
 * The action a promotion's detail offers and where it goes: a claim opens the bonus request with
 * its bonus chosen; a promotion from a server that names no action starts with a deposit.
 */
export function promotionAction(p: Promotion): { kind: PromotionAction; to: string } {
  const kind = p.action ?? 'deposit';
  const bonus = kind === 'claim' && p.bonusId ? `?bonusId=${p.bonusId}` : '';
  return { kind, to: `${PATHS[kind]}${bonus}` };
}

/** The content page of the promotion's terms, or null when it names none. */
export function termsPath(p: Promotion): string | null {
  return p.termsPageId ? `/pages/${p.termsPageId}` : null;
}

import type { Bootstrap, ContentItem } from '@playhub/shared/contracts';

/** A footer link: a translated host text or a CMS page title. */
export interface FooterLink {
  to: string;
  /** i18n key (namespace host) for fixed links. */
  titleKey?: string;
  /** Literal title for CMS pages. */
  title?: string;
}

/** One footer column of Requirements §2. */
export interface FooterColumn {
  id: 'betting' | 'casino' | 'games' | 'quickLinks' | 'gambling' | 'terms';
  links: FooterLink[];
}

/** The responsible-gambling page: content page 3, a fixed id of the seed (migration 0510 fills it). */
export const RESPONSIBLE_GAMBLING_PAGE = '/pages/3';

const pages = (items: ContentItem[]): FooterLink[] =>
  items.map((p) => ({ to: `/pages/${p.id}`, title: p.title }));

function category(data: Bootstrap | null, ...names: string[]): ContentItem[] {
  const seen = new Set<number>();
  const wanted = names.map((n) => n.toLowerCase());
  return (data?.categoryList ?? [])
    .filter((c) => wanted.includes(c.name.toLowerCase()))
    .flatMap((c) => c.content)
    .filter((p) => !seen.has(p.id) && (seen.add(p.id), true));
}

/**
 * The six columns: Betting, Casino and Games link to the routes of Requirements §2; Quick Links, Gambling and
 * Terms list the CMS pages of the bootstrap's link categories (Terms = Policies and Footer), with
 * the terms page /pages/1 as the fallback when the bootstrap is missing.
 */
export function footerColumns(data: Bootstrap | null): FooterColumn[] {
  const terms = category(data, 'Policies', 'Footer');
  return [
    {
      id: 'betting',
      links: [
        { to: '/spor', titleKey: 'menu.sports' },
        { to: '/livespor', titleKey: 'menu.liveBettings' },
        { to: '/esports', titleKey: 'menu.esports' },
        { to: '/spor/fcg', titleKey: 'menu.virtual' },
      ],
    },
    {
      id: 'casino',
      links: [
        { to: '/casino/slot', titleKey: 'menu.casino' },
        { to: '/casino/live', titleKey: 'menu.liveCasino' },
        { to: '/casino/bingo', titleKey: 'menu.bingo' },
      ],
    },
    {
      id: 'games',
      links: [
        { to: '/casino/games', titleKey: 'menu.games' },
        { to: '/casino/tvbets', titleKey: 'menu.tvGames' },
        { to: '/promotions', titleKey: 'menu.promotions' },
        { to: '/dashboard/claim-bonus', titleKey: 'menu.bonusRequest' },
      ],
    },
    { id: 'quickLinks', links: pages(category(data, 'Quick Links')) },
    { id: 'gambling', links: pages(category(data, 'Gambling')) },
    {
      id: 'terms',
      links: terms.length ? pages(terms) : [{ to: '/pages/1', titleKey: 'footer.defaultTerms' }],
    },
  ];
}

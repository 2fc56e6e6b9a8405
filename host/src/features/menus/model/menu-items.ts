import {
  BingoIcon,
  BonusIcon,
  CasinoIcon,
  EsportsIcon,
  GamesIcon,
  GiftIcon,
  HeadsetIcon,
  LiveCasinoIcon,
  LiveIcon,
  PhoneIcon,
  PlaneIcon,
  SportsIcon,
  TvIcon,
  VirtualIcon,
  WalletIcon,
  type IconComponent,
} from '@/components/icons';

/** A menu action that is not a plain link (Requirements §3 menu item `store`). */
export type MenuStore = 'callRequest' | 'chat';

/** Requirements §3 menu item: a translated title, an icon, and a url or an action. */
export interface MenuItem {
  id: string;
  /** i18n key in namespace `host`. */
  title: string;
  icon: IconComponent;
  url?: string;
  store?: MenuStore;
  /** The link acts over the current page (opens a game): router state `returnTo` is this page. */
  returnHere?: boolean;
}

/**
 * The fixed menu list of Requirements §2 (top menu and left-menu tiles). 'Sanal' (virtual) goes to the
 * sportsbook's virtual games frame `/spor/fcg`, the one sports route no other entry reaches.
 */
export const mainMenu: readonly MenuItem[] = [
  { id: 'sports', title: 'menu.sports', icon: SportsIcon, url: '/spor' },
  { id: 'live-bettings', title: 'menu.liveBettings', icon: LiveIcon, url: '/livespor' },
  { id: 'esports', title: 'menu.esports', icon: EsportsIcon, url: '/esports' },
  { id: 'casino', title: 'menu.casino', icon: CasinoIcon, url: '/casino/slot' },
  { id: 'live-casino', title: 'menu.liveCasino', icon: LiveCasinoIcon, url: '/casino/live' },
  { id: 'virtual', title: 'menu.virtual', icon: VirtualIcon, url: '/spor/fcg' },
  { id: 'bingo', title: 'menu.bingo', icon: BingoIcon, url: '/casino/bingo' },
  { id: 'games', title: 'menu.games', icon: GamesIcon, url: '/casino/games' },
  { id: 'tv-games', title: 'menu.tvGames', icon: TvIcon, url: '/casino/tvbets' },
  { id: 'promotions', title: 'menu.promotions', icon: GiftIcon, url: '/promotions' },
  { id: 'bonus-request', title: 'menu.bonusRequest', icon: BonusIcon, url: '/dashboard/claim-bonus' },
  { id: 'call-request', title: 'menu.callRequest', icon: PhoneIcon, store: 'callRequest' },
];

/**
 * The compact (mobile) menu: the main menu plus Aviator, a link to the casino's open-a-game URL
 * (Requirements §2: the game found by searching its name; the casino decides login, modal or page).
 */
export const compactMenu: readonly MenuItem[] = [
  ...mainMenu.slice(0, 5),
  {
    id: 'aviator',
    title: 'menu.aviator',
    icon: PlaneIcon,
    url: '/casino/open?name=Aviator',
    returnHere: true,
  },
  ...mainMenu.slice(5),
];

/** Requirements §2 mobile bottom bar: Deposit, Spor, Support (live chat), L.Casino, Promotions. */
export const bottomBarMenu: readonly MenuItem[] = [
  { id: 'deposit', title: 'menu.deposit', icon: WalletIcon, url: '/dashboard/deposit' },
  { id: 'spor', title: 'menu.spor', icon: SportsIcon, url: '/spor' },
  { id: 'support', title: 'menu.support', icon: HeadsetIcon, store: 'chat' },
  { id: 'l-casino', title: 'menu.lCasino', icon: LiveCasinoIcon, url: '/casino/live' },
  // A short label: five entries share a 360 px phone ("Promosyonlar" did not fit its column).
  { id: 'promotions', title: 'menu.promotionsShort', icon: GiftIcon, url: '/promotions' },
];

import { defineDialog, type RemoteModule } from '@playhub/shared/contracts';
import { casinoDialogParams as params } from './contract';
import { reportInstances } from './app/register-instances';
import { registerCasinoTranslations } from './app/i18n';
import { lazyPage } from './app/lazy-page';
import { HomePage } from './features/lobby/home-page';

reportInstances();
registerCasinoTranslations();

// Pages and dialogs are separate chunks, except the home lobby: `/` is where most visits land, and
// its banner is the page's LCP element, so it comes with the entry (one request less before it).
const casinoPages = () => import('./features/casino/casino-pages');
const SlotPage = lazyPage(() => casinoPages().then((m) => m.SlotPage));
const LivePage = lazyPage(() => casinoPages().then((m) => m.LivePage));
const GamesPage = lazyPage(() => casinoPages().then((m) => m.GamesPage));
const BingoPage = lazyPage(() => casinoPages().then((m) => m.BingoPage));
const TvBetsPage = lazyPage(() => casinoPages().then((m) => m.TvBetsPage));
const VirtualPage = lazyPage(() => casinoPages().then((m) => m.VirtualPage));
const SearchPage = lazyPage(() => import('./features/casino/search-page').then((m) => m.SearchPage));
const FavoritesPage = lazyPage(() =>
  import('./features/favorites/favorites-page').then((m) => m.FavoritesPage),
);
const PlayPage = lazyPage(() => import('./features/play/play-page').then((m) => m.PlayPage));
const OpenGamePage = lazyPage(() => import('./features/play/open-game-page').then((m) => m.OpenGamePage));
const PromotionsPage = lazyPage(() =>
  import('./features/promotions/promotions-page').then((m) => m.PromotionsPage),
);
const PlayDialog = lazyPage(() => import('./features/play/play-dialog').then((m) => m.PlayDialog));
const PromotionDialog = lazyPage(() =>
  import('./features/promotions/promotion-dialog').then((m) => m.PromotionDialog),
);

/**
 * The casino vertical: home lobby, casino pages (Sanal is `/casino/virtual`), search, favourites,
 * play page and phone game modal, `/casino/open/{gameCode}?name=…` (open a game by name),
 * promotions.
 */
const remote = {
  name: 'casino',
  routes: [
    { path: '/', component: HomePage },
    { path: '/casino/slot', component: SlotPage },
    { path: '/casino/live', component: LivePage },
    { path: '/casino/games', component: GamesPage },
    { path: '/casino/bingo', component: BingoPage },
    { path: '/casino/tvbets', component: TvBetsPage },
    { path: '/casino/virtual', component: VirtualPage },
    { path: '/casino/search', component: SearchPage },
    { path: '/casino/favorites', component: FavoritesPage, requiresAuth: true },
    // Splat, not :data, so '/casino/play/', '/casino/play/a/b' also reach the 'game not found' state.
    { path: '/casino/play/*', component: PlayPage, requiresAuth: true },
    // Splat, so the code may be empty: '/casino/open?name=Aviator' finds the game by name.
    { path: '/casino/open/*', component: OpenGamePage, requiresAuth: true },
    { path: '/promotions', component: PromotionsPage },
  ],
  dialogs: {
    'casino/play': defineDialog({
      params: params['casino/play'],
      component: PlayDialog,
      size: 'full-height',
      titleKey: 'casino:play.dialogTitle',
      requiresAuth: true,
      // Another dialog (its deposit) goes over the game, which keeps running beneath it.
      keptBeneath: true,
    }),
    'casino/promotion': defineDialog({
      params: params['casino/promotion'],
      component: PromotionDialog,
      size: 'default',
      titleKey: 'casino:promotions.dialogTitle',
    }),
  },
} satisfies RemoteModule<'casino'>;

export default remote;

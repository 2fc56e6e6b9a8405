import { CasinoPage } from './casino-page';

// One lazy chunk for all six casino pages; each route gets a component bound to its slug.
/** `/casino/slot`. */
export const SlotPage = () => <CasinoPage slug="slot" />;
/** `/casino/live`. */
export const LivePage = () => <CasinoPage slug="live" />;
/** `/casino/games`. */
export const GamesPage = () => <CasinoPage slug="games" />;
/** `/casino/bingo`. */
export const BingoPage = () => <CasinoPage slug="bingo" />;
/** `/casino/tvbets`. */
export const TvBetsPage = () => <CasinoPage slug="tvbets" />;
/** `/casino/virtual` (the top menu's Sanal). */
export const VirtualPage = () => <CasinoPage slug="virtual" />;

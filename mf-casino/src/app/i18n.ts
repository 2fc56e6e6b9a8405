import { i18n, initI18n, registerTranslations } from '@playhub/shared/i18n';

const en = {
  home: { title: 'Casino lobby', banners: 'Promotional banners', slide: 'Banner {{n}} of {{total}}', categories: 'Game categories', pause: 'Pause banners', play: 'Play banners' },
  topWinners: { title: 'Top Winners', empty: 'No winners yet.', game: 'Game', player: 'Player', amount: 'Amount' },
  video: { label: 'Casino video' },
  pages: {
    slot: 'Casino',
    live: 'Live Casino',
    games: 'Games',
    bingo: 'Bingo',
    tvbets: 'Tv Games',
    virtual: 'Sanal',
    search: 'Search results',
    favorites: 'My favourites',
    promotions: 'Promotions',
  },
  crumbs: { home: 'Home' },
  category: { nav: 'Categories', all: 'All games', seeAll: 'See all' },
  liveFilter: { label: 'Live casino filter', All: 'All', Roulette: 'Roulette', Blackjack: 'Blackjack', Poker: 'Poker', Baccarat: 'Baccarat', Dealer: 'Dealer' },
  grid: {
    label: '{{title}} games',
    count: 'Showing {{shown}} of {{total}} games',
    loadMore: 'Load more',
    empty: 'No games found.',
    error: 'Games could not be loaded.',
  },
  game: { play: 'Play {{name}}', provider: 'Provider: {{provider}}' },
  favorites: {
    add: 'Add {{name}} to favorites',
    remove: 'Remove {{name}} from favorites',
    added: 'Added to favorites',
    removed: 'Removed from favorites',
    empty: 'You have no favourite games yet. Tap the heart on a game to add it.',
    link: 'Favourites',
  },
  search: {
    label: 'Search games',
    placeholder: 'Search games…',
    submit: 'Search',
    quickResults: 'Quick results',
    allResults: 'All results for “{{term}}”',
    noResults: 'No games match “{{term}}”.',
    needTerm: 'Type a game name to search.',
    scope: 'Search in',
    scopeCasino: 'Casino',
    scopeLive: 'Live Casino',
    resultsFor: 'Results for “{{term}}”',
  },
  play: {
    loading: 'Loading...',
    deposit: 'Deposit',
    reload: 'Reload game',
    close: 'Close game',
    reloading: 'Game will be reloaded. Please wait...',
    frameTitle: '{{name}} game',
    notFound: 'Game not found',
    notFoundHint: 'The game link is broken or out of date.',
    backToLobby: 'Back to the lobby',
    failed: 'The game could not be started.',
    dialogTitle: 'Game',
  },
  promotions: {
    title: 'Promotions',
    details: 'Details',
    detailsOf: 'Details of {{title}}',
    empty: 'There are no promotions right now.',
    notFound: 'This promotion is no longer available.',
    dialogTitle: 'Promotion',
  },
};

const tr: typeof en = {
  home: { title: 'Casino lobisi', banners: 'Kampanya afişleri', slide: 'Afiş {{n}} / {{total}}', categories: 'Oyun kategorileri', pause: 'Afişleri duraklat', play: 'Afişleri oynat' },
  topWinners: { title: 'En Çok Kazananlar', empty: 'Henüz kazanan yok.', game: 'Oyun', player: 'Oyuncu', amount: 'Tutar' },
  video: { label: 'Casino videosu' },
  pages: {
    slot: 'Casino',
    live: 'Canlı Casino',
    games: 'Oyunlar',
    bingo: 'Tombala',
    tvbets: 'TV Oyunları',
    virtual: 'Sanal',
    search: 'Arama sonuçları',
    favorites: 'Favorilerim',
    promotions: 'Promosyonlar',
  },
  crumbs: { home: 'Ana Sayfa' },
  category: { nav: 'Kategoriler', all: 'Tüm oyunlar', seeAll: 'Tümünü gör' },
  liveFilter: { label: 'Canlı casino filtresi', All: 'Tümü', Roulette: 'Rulet', Blackjack: 'Blackjack', Poker: 'Poker', Baccarat: 'Bakara', Dealer: 'Krupiye' },
  grid: {
    label: '{{title}} oyunları',
    count: '{{total}} oyundan {{shown}} tanesi gösteriliyor',
    loadMore: 'Daha fazla yükle',
    empty: 'Oyun bulunamadı.',
    error: 'Oyunlar yüklenemedi.',
  },
  game: { play: '{{name}} oyna', provider: 'Sağlayıcı: {{provider}}' },
  favorites: {
    add: '{{name}} oyununu favorilere ekle',
    remove: '{{name}} oyununu favorilerden çıkar',
    added: 'Favorilere eklendi',
    removed: 'Favorilerden çıkarıldı',
    empty: 'Henüz favori oyununuz yok. Eklemek için oyundaki kalbe dokunun.',
    link: 'Favoriler',
  },
  search: {
    label: 'Oyun ara',
    placeholder: 'Oyun ara…',
    submit: 'Ara',
    quickResults: 'Hızlı sonuçlar',
    allResults: '“{{term}}” için tüm sonuçlar',
    noResults: '“{{term}}” ile eşleşen oyun yok.',
    needTerm: 'Aramak için bir oyun adı yazın.',
    scope: 'Arama yeri',
    scopeCasino: 'Casino',
    scopeLive: 'Canlı Casino',
    resultsFor: '“{{term}}” için sonuçlar',
  },
  play: {
    loading: 'Yükleniyor...',
    deposit: 'Para Yatır',
    reload: 'Oyunu yeniden yükle',
    close: 'Oyunu kapat',
    reloading: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
    frameTitle: '{{name}} oyunu',
    notFound: 'Oyun bulunamadı',
    notFoundHint: 'Oyun bağlantısı bozuk ya da eski.',
    backToLobby: 'Lobiye dön',
    failed: 'Oyun başlatılamadı.',
    dialogTitle: 'Oyun',
  },
  promotions: {
    title: 'Promosyonlar',
    details: 'Detaylar',
    // Starts with the visible 'Detaylar' so the name contains the button's text (WCAG 2.5.3).
    detailsOf: 'Detaylar: {{title}}',
    empty: 'Şu anda promosyon yok.',
    notFound: 'Bu promosyon artık geçerli değil.',
    dialogTitle: 'Promosyon',
  },
};

/** The casino texts (namespace `casino`). */
export const casinoTexts = { en, tr };

/** Registers the casino texts; remote.tsx calls it at module load. */
export function registerCasinoTranslations(): void {
  // i18next has no resource store before init; the standalone dev shell imports this entry first.
  if (!i18n.isInitialized) initI18n();
  registerTranslations('casino', casinoTexts);
}

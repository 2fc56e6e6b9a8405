/** Server texts of markets and their player-protection profiles (issue 30, item 4; en and tr). */
export const marketsMessages = {
  'markets.depositLimitRequired': {
    en: 'Choose a deposit limit to open an account: it is required here',
    tr: 'Hesap açmak için bir para yatırma limiti seçin: burada zorunludur',
  },
  'markets.realityCheckTooLong': {
    en: 'Choose a reality check at least every {minutes} minutes: a longer interval or none is not allowed here',
    tr: 'En az {minutes} dakikada bir gerçeklik kontrolü seçin: burada daha uzun bir aralık veya kontrolsüz oyun kabul edilmez',
  },
  'markets.autoplayRefused': {
    en: 'Autoplay is not available here: start each spin yourself',
    tr: 'Otomatik çevirme burada kullanılamaz: her çevirmeyi kendiniz başlatın',
  },
  // The operator console: the markets page and the rollout pages' market selector
  'markets.nav': { en: 'Markets', tr: 'Pazarlar' },
  'markets.title': { en: 'Markets', tr: 'Pazarlar' },
  'markets.intro': {
    en: "Each market has its own composition and player-protection profile. A player's market is set at registration and follows the account.",
    tr: 'Her pazarın kendi kompozisyonu ve oyuncu koruma profili vardır. Oyuncunun pazarı kayıtta belirlenir ve hesabıyla birlikte kalır.',
  },
  'markets.none': { en: 'There are no markets.', tr: 'Hiç pazar yok.' },
  'markets.defaultName': { en: '{market} (default market)', tr: '{market} (varsayılan pazar)' },
  'markets.realityCheck': { en: 'Reality check', tr: 'Gerçeklik kontrolü' },
  'markets.realityCheckAny': {
    en: 'Any interval; the player may turn it off',
    tr: 'Her aralık; oyuncu kapatabilir',
  },
  'markets.realityCheckMax': {
    en: 'At least every {minutes} minutes; cannot be turned off',
    tr: 'En az {minutes} dakikada bir; kapatılamaz',
  },
  'markets.autoplay': { en: 'Autoplay', tr: 'Otomatik çevirme' },
  'markets.jackpots': { en: 'Jackpot displays', tr: 'Jackpot göstergeleri' },
  'markets.depositLimit': { en: 'Deposit limit at registration', tr: 'Kayıtta para yatırma limiti' },
  'markets.allowed': { en: 'Allowed', tr: 'İzinli' },
  'markets.off': { en: 'Off', tr: 'Kapalı' },
  'markets.shown': { en: 'Shown', tr: 'Gösterilir' },
  'markets.hidden': { en: 'Hidden', tr: 'Gizli' },
  'markets.required': { en: 'Required', tr: 'Zorunlu' },
  'markets.optional': { en: 'Optional', tr: 'İsteğe bağlı' },
  'markets.players': { en: 'Players', tr: 'Oyuncular' },
  'markets.compositionVersion': { en: 'Composition version', tr: 'Kompozisyon sürümü' },
  'markets.manage': { en: 'Manage the rollouts of {market}', tr: '{market} pazarının dağıtımlarını yönet' },
  'markets.selector': { en: 'Choose the market', tr: 'Pazarı seçin' },
  'markets.market': { en: 'Market', tr: 'Pazar' },
  'markets.show': { en: 'Show', tr: 'Göster' },
  'markets.changeIn': {
    en: 'This change applies to the composition of market {market} only.',
    tr: 'Bu değişiklik yalnızca {market} pazarının kompozisyonuna uygulanır.',
  },
  'console.refusal.unknownMarket': {
    en: 'There is no market "{market}"',
    tr: '"{market}" adında bir pazar yok',
  },
  'markets.unknown': {
    en: 'There is no market "{market}": choose one on the markets page',
    tr: '"{market}" adında bir pazar yok: pazarlar sayfasından birini seçin',
  },
} as const;

import type { Lang } from './html.js';

/** Every visible text of the demo pages and their API messages, in en and tr. */
const TEXTS = {
  demoBadge: { en: 'Demo game', tr: 'Demo oyun' },
  balance: { en: 'Balance', tr: 'Bakiye' },
  stake: { en: 'Stake', tr: 'Bahis' },
  spin: { en: 'Spin', tr: 'Çevir' },
  exit: { en: 'Exit', tr: 'Çıkış' },
  reload: { en: 'Reload', tr: 'Yeniden yükle' },
  reels: { en: 'Reels', tr: 'Makaralar' },
  spinning: { en: 'Spinning…', tr: 'Dönüyor…' },
  win: { en: 'You won {amount}!', tr: '{amount} kazandınız!' },
  lose: { en: 'No win this time.', tr: 'Bu sefer kazanç yok.' },
  good: { en: 'Good luck!', tr: 'Bol şans!' },
  networkError: {
    en: 'Connection problem, please try again.',
    tr: 'Bağlantı sorunu, lütfen tekrar deneyin.',
  },
  closing: { en: 'Returning to the lobby…', tr: 'Lobiye dönülüyor…' },
  sessionInvalid: {
    en: 'This game session has expired. Please open the game again.',
    tr: 'Oyun oturumunun süresi doldu. Lütfen oyunu yeniden açın.',
  },
  unknownProvider: { en: 'Unknown game provider.', tr: 'Bilinmeyen oyun sağlayıcısı.' },
  insufficient: {
    en: 'Insufficient balance. Please deposit to keep playing.',
    tr: 'Yetersiz bakiye. Oynamaya devam etmek için lütfen para yatırın.',
  },
  badStake: { en: 'Stake must be 1, 5 or 10 ₺.', tr: 'Bahis 1, 5 veya 10 ₺ olmalıdır.' },
  badSession: { en: 'A game session is required.', tr: 'Oyun oturumu gerekli.' },
  spinFailed: {
    en: 'The spin could not be completed. Please try again.',
    tr: 'Çevirme tamamlanamadı. Lütfen tekrar deneyin.',
  },
  spinOk: { en: 'Spin completed', tr: 'Çevirme tamamlandı' },
  // Autoplay (issue 30, item 4: offered only where the player's market allows it)
  autoplay: { en: 'Autoplay 10 spins', tr: '10 otomatik çevirme' },
  autoplayStop: { en: 'Stop autoplay', tr: 'Otomatik çevirmeyi durdur' },
  autoplayLeft: { en: 'Autoplay: {left} spins left', tr: 'Otomatik çevirme: {left} çevirme kaldı' },
  // Sportsbook
  loggedInAs: { en: 'Logged in as', tr: 'Giriş yapan' },
  guest: { en: 'Guest', tr: 'Misafir' },
  login: { en: 'Log in', tr: 'Giriş yap' },
  deposit: { en: 'Deposit', tr: 'Para yatır' },
  modeLive: { en: 'Live', tr: 'Canlı' },
  modePrematch: { en: 'Sports', tr: 'Spor' },
  modeEsports: { en: 'E-sports', tr: 'E-spor' },
  matches: { en: 'Matches', tr: 'Maçlar' },
  betSlip: { en: 'Bet slip', tr: 'Kupon' },
  slipEmpty: { en: 'Pick an odd to add it to the slip.', tr: 'Kupona eklemek için bir oran seçin.' },
  slipPicked: { en: 'Picked {pick} at {odd}', tr: '{pick} seçildi, oran {odd}' },
  loading: { en: 'Loading…', tr: 'Yükleniyor…' },
  modeSet: { en: 'Sportsbook mode updated', tr: 'Spor bahisleri modu güncellendi' },
  badHang: { en: 'hang must be true or false', tr: 'hang true veya false olmalıdır' },
} as const;

export type TextKey = keyof typeof TEXTS;

/** A text in the page's language, with `{name}` placeholders filled. */
export function tx(lang: Lang, key: TextKey, params: Record<string, string> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (m, n: string) => params[n] ?? m);
}

/** The texts a page script needs, already in its language. */
export function textsFor(lang: Lang, keys: readonly TextKey[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, TEXTS[k][lang]]));
}

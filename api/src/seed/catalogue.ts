import type { LiveCategory } from '@playhub/shared/contracts';

/** Seeded providers: the seven with launch support first, then display-only logos for the footer (12). */
export const PROVIDERS = [
  'SoftGamings',
  'Hub88',
  'Egt Digital',
  'Amusnet',
  'EveryMatrix',
  'Pragmatic Play',
  'Digitain',
  'Evolution',
  'NetEnt',
  "Play'n GO",
  'Spribe',
  'Ezugi',
] as const;
const LAUNCHING = 7;
const PREFIX = ['sg', 'h88', 'egt', 'am', 'em', 'pp', 'dt'];

/** Category ids; the slugs say which pages show them. */
export const CATEGORIES = [
  { id: 1, en: 'Slots', tr: 'Slotlar', slugs: 'slot' },
  { id: 2, en: 'Live Casino', tr: 'Canlı Casino', slugs: 'live' },
  { id: 3, en: 'Games', tr: 'Oyunlar', slugs: 'games' },
  { id: 4, en: 'Bingo', tr: 'Tombala', slugs: 'bingo' },
  { id: 5, en: 'TV Games', tr: 'TV Oyunları', slugs: 'tvbets' },
  { id: 6, en: 'Virtual', tr: 'Sanal', slugs: 'virtual' },
  { id: 7, en: 'Popular', tr: 'Popüler', slugs: 'home,slot' },
  { id: 8, en: 'New Games', tr: 'Yeni Oyunlar', slugs: 'home,slot' },
  { id: 21, en: 'Roulette', tr: 'Rulet', slugs: 'live-sub' },
  { id: 22, en: 'Blackjack', tr: 'Blackjack', slugs: 'live-sub' },
  { id: 23, en: 'Poker', tr: 'Poker', slugs: 'live-sub' },
  { id: 24, en: 'Baccarat', tr: 'Bakara', slugs: 'live-sub' },
  { id: 25, en: 'Dealer', tr: 'Krupiye', slugs: 'live-sub' },
] as const;
/** Live sub-category of each live filter value. */
export const LIVE_CATEGORY_ID: Record<LiveCategory, number> = {
  Roulette: 21,
  Blackjack: 22,
  Poker: 23,
  Baccarat: 24,
  Dealer: 25,
};

/** A seeded game. */
export interface SeedGame {
  code: string;
  name: string;
  providerIndex: number;
  productId: number;
  system: string;
  categoryId: number;
  liveCategory: LiveCategory | null;
  popularity: number;
}

const ADJ = [
  'Sweet',
  'Golden',
  'Wild',
  'Lucky',
  'Mega',
  'Book of',
  'Fire',
  'Crystal',
  'Royal',
  'Big',
  'Super',
  'Magic',
  'Hot',
  'Dragon',
  'Gates of',
  'Wolf',
  'Fruit',
  'Shining',
  'Diamond',
  'Aztec',
  'Pirate',
  'Buffalo',
];
const NOUN = [
  'Bonanza',
  'Olympus',
  'Fortune',
  'Riches',
  'Crown',
  'Gems',
  'Jackpot',
  'Treasure',
  'Spins',
  'Kingdom',
  'Fruits',
  'Legends',
  'Nights',
  'Stars',
  'Mine',
  'Dynasty',
  'Rush',
  'Wonders',
];
const TURKISH = [
  'Şanslı Yıldız',
  'Çılgın Meyveler',
  'Işıklı Ağaç',
  'İstanbul Geceleri',
  'Güneşli Sahil',
  'Altın Öküz',
  'Sultanın Hazinesi',
  'Kapadokya Balonları',
];
const LIVE: [string, LiveCategory][] = [
  ['Lightning Roulette', 'Roulette'],
  ['Speed Roulette', 'Roulette'],
  ['Auto Roulette', 'Roulette'],
  ['Türkçe Rulet', 'Roulette'],
  ['Speed Blackjack', 'Blackjack'],
  ['Infinite Blackjack', 'Blackjack'],
  ['VIP Blackjack', 'Blackjack'],
  ["Casino Hold'em", 'Poker'],
  ['Three Card Poker', 'Poker'],
  ['Texas Poker', 'Poker'],
  ['Speed Baccarat', 'Baccarat'],
  ['No Commission Baccarat', 'Baccarat'],
  ['Squeeze Baccarat', 'Baccarat'],
  ['Dream Catcher', 'Dealer'],
  ['Crazy Time', 'Dealer'],
  ['Mega Wheel', 'Dealer'],
  ['Sweet Bonanza CandyLand', 'Dealer'],
];
const OTHER: Record<number, string[]> = {
  3: ['Mines', 'Plinko', 'Dice', 'Limbo', 'Keno', 'Hi-Lo', 'Tower', 'Crash X', 'Goal', 'Hilo Cards'],
  4: ['Bingo 75', 'Bingo 90', 'Tombala Plus', 'Super Bingo', 'Bingo Bonanza'],
  5: ['Lucky 7', 'Wheel of Fortune TV', 'Bet on Poker', 'Lucky 6', 'War of Bets'],
  6: ['Virtual Football', 'Virtual Horses', 'Virtual Greyhounds', 'Virtual Tennis', 'Virtual Basketball'],
};

/** Deterministic pseudo-random numbers (same catalogue on every fresh database). */
function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The catalogue: about 330 games across the seven launching providers, Aviator included. */
export function seedGames(): SeedGame[] {
  const rand = rng(42);
  const games: SeedGame[] = [];
  const used = new Set<string>();
  const add = (
    name: string,
    providerIndex: number,
    categoryId: number,
    liveCategory: LiveCategory | null,
    popularity: number,
  ) => {
    const code = `${PREFIX[providerIndex]}-${slug(name)}`;
    if (used.has(code)) return;
    used.add(code);
    games.push({
      code,
      name,
      providerIndex,
      categoryId,
      liveCategory,
      popularity,
      productId: PROVIDERS[providerIndex] === 'EveryMatrix' ? 1000 + games.length : 0,
      system: PROVIDERS[providerIndex] === 'SoftGamings' ? String(900 + (games.length % 40)) : '',
    });
  };
  add('Aviator', 1, 3, null, 1000);
  TURKISH.forEach((n, i) => add(n, i % LAUNCHING, 1, null, 300 + i));
  for (let p = 0; p < LAUNCHING; p++) {
    for (let i = 0; i < 32; i++) {
      const name = `${ADJ[Math.floor(rand() * ADJ.length)]} ${NOUN[Math.floor(rand() * NOUN.length)]}`;
      add(
        used.has(`${PREFIX[p]}-${slug(name)}`) ? `${name} ${i + 2}` : name,
        p,
        1,
        null,
        Math.floor(rand() * 500),
      );
    }
    LIVE.forEach(([n, lc], i) => i % 2 === p % 2 && add(n, p, 2, lc, Math.floor(rand() * 400)));
    for (const [cat, names] of Object.entries(OTHER)) {
      names.forEach((n, i) => (i + p) % 3 === 0 && add(n, p, Number(cat), null, Math.floor(rand() * 200)));
    }
  }
  // Issue 32: a title whose dotless ı a search for "kizil" must find (added last: the games before
  // keep their product and system ids).
  add('Kızıl Ejderha', 0, 1, null, 299);
  return games;
}

/** Index of a provider name in {@link PROVIDERS} (ids are index + 1). */
export const providerId = (i: number) => i + 1;
/** Number of providers that launch games. */
export const LAUNCHING_PROVIDERS = LAUNCHING;

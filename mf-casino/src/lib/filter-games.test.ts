import { filterGames, matchesTerm, asLiveFilter } from './filter-games';
import { sampleGame } from './test-games';

describe('Turkish-aware search folding', () => {
  it.each([
    ['İNCİ', 'inci'],
    ['inci', 'İnci Avcısı'],
    ['BIG BASS', 'Big Bass Bonanza'],
    ['bıg', 'Big Bass Bonanza'],
    ['big', 'BIG WIN'],
    ['ŞEKER', 'şeker party'],
    ['seker', 'Şeker Party'],
    ['ĞÜL', 'Gül Bahçesi'],
    ['dag', 'Dağ Macerası'],
    ['  aviator ', 'Aviator'],
  ])('“%s” finds “%s”', (term, name) => {
    expect(matchesTerm(name, term)).toBe(true);
  });

  it('does not match unrelated names', () => {
    expect(matchesTerm('Sweet Bonanza', 'aviator')).toBe(false);
  });

  it('an empty term matches everything', () => {
    expect(matchesTerm('Anything', '  ')).toBe(true);
  });
});

describe('filterGames', () => {
  const games = [
    sampleGame({ id: 1, name: 'Lightning Roulette', isLive: true, liveCategory: 'Roulette' }),
    sampleGame({ id: 2, name: 'Blackjack VIP', isLive: true, liveCategory: 'Blackjack' }),
    sampleGame({ id: 3, name: 'Türk Ruleti', isLive: true, liveCategory: 'Roulette' }),
  ];

  it('narrows by live category', () => {
    expect(filterGames(games, '', 'Roulette').map((g) => g.id)).toEqual([1, 3]);
    expect(filterGames(games, '', 'All')).toHaveLength(3);
  });

  it('combines the term and the category', () => {
    expect(filterGames(games, 'TURK', 'Roulette').map((g) => g.id)).toEqual([3]);
  });

  it('treats unknown filter values as All', () => {
    expect(asLiveFilter('<script>')).toBe('All');
    expect(asLiveFilter('Poker')).toBe('Poker');
  });
});

describe('a search with two spaces finds what one space finds (issue 33)', () => {
  const games = [
    sampleGame({ id: 1, name: 'Lightning Roulette' }),
    sampleGame({ id: 2, name: 'Blackjack VIP' }),
  ];
  it.each([
    'lightning roulette',
    'lightning  roulette',
    '  lightning\u00a0\u00a0roulette ',
    'lightning\troulette',
  ])('%j', (term) => {
    expect(filterGames(games, term).map((g) => g.id)).toEqual([1]);
  });
});

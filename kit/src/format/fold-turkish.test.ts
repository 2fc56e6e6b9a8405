import { foldTurkish, normalizeSearch } from './fold-turkish';

describe('foldTurkish', () => {
  it('folds every i variant to i', () => {
    for (const text of ['BIG', 'bıg', 'Big', 'BİG', 'big']) expect(foldTurkish(text)).toBe('big');
    expect(foldTurkish('İıIi')).toBe('iiii');
  });

  it('strips Turkish diacritics', () => {
    expect(foldTurkish('Şeker')).toBe('seker');
    expect(foldTurkish('şŞ')).toBe('ss');
    expect(foldTurkish('Ğ')).toBe('g');
    expect(foldTurkish('ğ')).toBe('g');
    expect(foldTurkish('ÇÖÜçöü')).toBe('coucou');
  });

  it('leaves other text alone apart from case', () => {
    expect(foldTurkish('Book of Ra 6')).toBe('book of ra 6');
  });
});

describe('normalizeSearch', () => {
  it('reads every run of white space as one space, none at the ends', () => {
    expect(normalizeSearch('sweet  bonanza')).toBe('sweet bonanza');
    expect(normalizeSearch(' \tsweet\u00a0\u00a0 bonanza\n')).toBe('sweet bonanza');
    expect(normalizeSearch('   ')).toBe('');
  });
});

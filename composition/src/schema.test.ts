import { Refusal } from './refusal';
import { compositionEntry } from './schema';
import { checkComposition, MAX_COMPOSITION_BYTES } from './store';

const entry = { entry: '/mf/casino/1.0.0/mf-manifest.json', version: '1.0.0' };

const refusalOf = (composition: unknown) => {
  try {
    checkComposition(composition);
    return null;
  } catch (error) {
    return error instanceof Refusal ? error.code : error;
  }
};

describe('composition.json: what the stores refuse', () => {
  it('accepts a composition of entries, with a candidate and unknown fields kept', () => {
    expect(refusalOf({ casino: entry })).toBeNull();
    const canary = { ...entry, candidate: { entry: '/x.json', traffic: 5, since: '2026-01-01T00:00:00Z' } };
    expect(refusalOf({ casino: canary, sports: { ...entry, market: 'tr' } })).toBeNull();
  });

  it.each([
    ['an array', [entry]],
    ['null', null],
    ['a string', 'casino'],
    ['an entry that is not an object', { casino: 'latest' }],
    ['a vertical name with control characters', { 'casino\u001b[2J': entry }],
    ['a candidate without an entry', { casino: { ...entry, candidate: { traffic: 5 } } }],
    [
      'a candidate with 150 % traffic',
      { casino: { ...entry, candidate: { entry: '/x.json', traffic: 150 } } },
    ],
    [
      'a candidate with a fractional share',
      { casino: { ...entry, candidate: { entry: '/x.json', traffic: 2.5 } } },
    ],
  ])('refuses %s', (_what, composition) => {
    expect(refusalOf(composition)).toBe('compositionUnreadable');
  });

  it('refuses a composition over the size limit', () => {
    const huge = { casino: { ...entry, note: 'x'.repeat(MAX_COMPOSITION_BYTES) } };
    expect(refusalOf(huge)).toBe('tooLarge');
  });
});

describe('an entry as the page reads it', () => {
  it('defaults criticality and timeout, drops a malformed integrity map', () => {
    const parsed = compositionEntry.parse({ ...entry, integrity: { 'remoteEntry.js': 'md5-x' } });
    expect(parsed).toMatchObject({ criticality: 'degradable', timeoutMs: 8000, integrity: undefined });
  });

  it('refuses routes that are not paths and lists of them too long to be real', () => {
    expect(compositionEntry.safeParse({ ...entry, routes: ['casino'] }).success).toBe(false);
    expect(compositionEntry.safeParse({ ...entry, routes: Array(51).fill('/a') }).success).toBe(false);
    expect(compositionEntry.safeParse({ ...entry, routes: ['/casino/*', '/'] }).success).toBe(true);
  });
});

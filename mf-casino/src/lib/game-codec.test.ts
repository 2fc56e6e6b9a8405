import type { Game } from '@playhub/shared/contracts';
import { decodeGame, encodeGame } from './game-codec';
import { sampleGame } from './test-games';

function b64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

describe('game codec', () => {
  it('round-trips a game with Turkish characters', () => {
    const game: Game = { ...sampleGame(), name: 'Şeker Ğüzel İnci ıı 🍒' };
    const encoded = encodeGame(game);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeGame(encoded)).toEqual(game);
  });

  it('accepts what other encoders produce (standard base64url of UTF-8 JSON)', () => {
    const game = sampleGame();
    expect(decodeGame(b64url(JSON.stringify(game)))).toEqual(game);
  });

  it.each([
    ['empty', ''],
    ['garbage', '%%%not-base64%%%'],
    ['slashes and plus (not URL-safe)', 'ab/cd+ef=='],
    ['impossible length', 'abcde'],
    ['non-JSON', b64url('hello world')],
    ['truncated', encodeGame(sampleGame()).slice(0, 40)],
    ['JSON of the wrong shape', b64url(JSON.stringify({ name: 'x' }))],
    ['JSON array', b64url('[1,2,3]')],
    ['hostile payload', b64url('{"__proto__":{"polluted":true},"name":"<img src=x onerror=alert(1)>"}')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
    ['overlong', 'A'.repeat(5000)],
  ])('returns null for %s input', (_label, input) => {
    expect(decodeGame(input)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('returns null for a missing segment', () => {
    expect(decodeGame(undefined)).toBeNull();
    expect(decodeGame(null)).toBeNull();
  });

  it('rejects a game with an unknown provider', () => {
    expect(decodeGame(b64url(JSON.stringify({ ...sampleGame(), providerName: 'Evil Corp' })))).toBeNull();
  });
});

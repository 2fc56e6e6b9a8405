import { decodablePath } from './vertical-routes';

describe('decodablePath (issue 33, item 5)', () => {
  it('refuses links whose escapes do not decode, accepts the others', () => {
    expect(decodablePath('/%')).toBe(false);
    expect(decodablePath('/casino/play/%E0%A4%A')).toBe(false);
    expect(decodablePath('/casino/play/%E0%A4%AA')).toBe(true);
    expect(decodablePath('/pages/3')).toBe(true);
    expect(decodablePath('/casino/play/Zm9v%3D')).toBe(true);
  });
});

import { frameCommand, isTrustedSource, parseFrameCommand } from './frame-message';

const gameWindow = {} as Window;
const otherWindow = {} as Window;
const frame = { window: gameWindow, launchOrigin: 'https://games.example' };

describe('frame message filter', () => {
  it('accepts commands from the game frame window, whatever the origin', () => {
    expect(frameCommand({ data: { command: 'exit' }, origin: 'null', source: gameWindow }, frame)).toBe(
      'exit',
    );
  });

  it('accepts commands from the launch origin (nested provider frames)', () => {
    expect(
      frameCommand(
        { data: { command: 'com.egt-bg.reload' }, origin: 'https://games.example', source: otherWindow },
        frame,
      ),
    ).toBe('reload');
  });

  it('ignores another origin and another window', () => {
    expect(
      frameCommand({ data: { command: 'exit' }, origin: 'https://evil.example', source: otherWindow }, frame),
    ).toBeNull();
    expect(frameCommand({ data: 'exit', origin: 'https://evil.example', source: null }, frame)).toBeNull();
  });

  it('never trusts the opaque null origin by origin alone', () => {
    const srcdocFrame = { window: gameWindow, launchOrigin: null };
    expect(isTrustedSource({ data: 'exit', origin: 'null', source: otherWindow }, srcdocFrame)).toBe(false);
    expect(
      isTrustedSource(
        { data: 'exit', origin: 'null', source: otherWindow },
        { window: gameWindow, launchOrigin: 'null' },
      ),
    ).toBe(false);
    expect(isTrustedSource({ data: 'exit', origin: 'null', source: gameWindow }, srcdocFrame)).toBe(true);
  });

  it('does not trust anything before the frame exists', () => {
    expect(
      isTrustedSource(
        { data: 'exit', origin: 'https://x', source: null },
        { window: null, launchOrigin: null },
      ),
    ).toBe(false);
  });
});

describe('provider commands', () => {
  it.each([
    ['exit', 'exit'],
    [{ command: 'exit' }, 'exit'],
    [{ command: 'com.egt-bg.exit' }, 'exit'],
    ['{"command":"com.egt-bg.exit"}', 'exit'],
    [{ command: 'com.egt-bg.reload' }, 'reload'],
    [{ type: 'backToLobby' }, 'exit'],
    [{ type: 'reloadGame' }, 'reload'],
  ])('%j → %s', (data, expected) => {
    expect(parseFrameCommand(data)).toBe(expected);
  });

  it.each([
    [null],
    [42],
    [{}],
    ['{broken'],
    [{ command: 'openCashier' }],
    ['hello'],
    [{ command: { nested: 'exit' } }],
  ])('ignores %j', (data) => {
    expect(parseFrameCommand(data)).toBeNull();
  });
});

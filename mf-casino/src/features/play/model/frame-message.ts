/** What a game frame may ask of the play window. */
export type FrameCommand = 'exit' | 'reload';

/** The parts of a MessageEvent the filter reads (a real MessageEvent fits). */
export interface FrameMessage {
  data: unknown;
  origin: string;
  source: unknown;
}

/** Where the game lives: its frame's window and the origin of its launch URL (null for srcdoc HTML). */
export interface GameFrameRef {
  window: Window | null | undefined;
  launchOrigin: string | null;
}

/**
 * Trust a message only from the game frame itself or from the launch URL's origin
 * (shared/notes/game-providers.md). An opaque 'null' origin never counts as a launch origin: any
 * sandboxed page anywhere has it.
 */
export function isTrustedSource(event: FrameMessage, frame: GameFrameRef): boolean {
  if (frame.window && event.source === frame.window) return true;
  return frame.launchOrigin !== null && frame.launchOrigin !== 'null' && event.origin === frame.launchOrigin;
}

const EXIT_WORDS = new Set(['exit', 'closeGame', 'com.egt-bg.exit', 'backToLobby', 'gameQuit', 'homeButton']);
const RELOAD_WORDS = new Set(['com.egt-bg.reload', 'reloadGame']);

function word(data: unknown): string | null {
  if (typeof data === 'string') {
    // Some providers send their object as a JSON string.
    if (data.startsWith('{')) {
      try {
        return word(JSON.parse(data));
      } catch {
        return null;
      }
    }
    return data;
  }
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    const value = o.command ?? o.type ?? o.name;
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/** Reads a provider message: `exit` / `{ command: 'exit' }` / `com.egt-bg.exit` close, `com.egt-bg.reload` reloads. */
export function parseFrameCommand(data: unknown): FrameCommand | null {
  const w = word(data);
  if (w === null) return null;
  if (EXIT_WORDS.has(w)) return 'exit';
  if (RELOAD_WORDS.has(w)) return 'reload';
  return null;
}

/** The command of a message, or null when it is untrusted or not a command. */
export function frameCommand(event: FrameMessage, frame: GameFrameRef): FrameCommand | null {
  return isTrustedSource(event, frame) ? parseFrameCommand(event.data) : null;
}

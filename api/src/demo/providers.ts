import type { ProviderName } from '@playhub/shared/contracts';

/**
 * How a provider's game leaves and reloads (shared/notes/game-providers.md):
 * - egt: posts { command: 'com.egt-bg.exit' } only when launched with closeurl=com.egt-bg.postMessage
 *   (otherwise window.close()), and { command: 'com.egt-bg.reload' } for reload.
 * - lobby: navigates the frame to the lobby URL of the launch; the default lobby is our tiny exit
 *   page, which posts { command: 'exit' } (the usual trick for redirect-only providers).
 * - command: posts { command: 'exit' }.
 * - string: posts the plain string 'exit'.
 * Only EGT-style games ask the parent to reload; the others reload themselves.
 */
export type ExitStyle = 'egt' | 'lobby' | 'command' | 'string';

export interface DemoProvider {
  name: ProviderName;
  slug: string;
  exit: ExitStyle;
  /** Query parameter that carries the lobby URL, for providers whose launch takes one. */
  lobbyParam?: string;
}

export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  { name: 'Egt Digital', slug: 'egt', exit: 'egt' },
  { name: 'Amusnet', slug: 'amusnet', exit: 'egt' },
  { name: 'Hub88', slug: 'hub88', exit: 'lobby', lobbyParam: 'lobby_url' },
  { name: 'Pragmatic Play', slug: 'pragmatic', exit: 'lobby', lobbyParam: 'lobbyUrl' },
  { name: 'EveryMatrix', slug: 'everymatrix', exit: 'string' },
  { name: 'Digitain', slug: 'digitain', exit: 'command' },
  { name: 'SoftGamings', slug: 'softgamings', exit: 'command' },
];

export function providerByName(name: string): DemoProvider | undefined {
  return DEMO_PROVIDERS.find((p) => p.name === name);
}

export function providerBySlug(slug: string): DemoProvider | undefined {
  return DEMO_PROVIDERS.find((p) => p.slug === slug);
}

/** The EGT closeurl value that makes the game post its exit message instead of closing itself. */
export const EGT_POST_MESSAGE = 'com.egt-bg.postMessage';

/** Path of the lobby page that posts { command: 'exit' } to its parent. */
export const LOBBY_EXIT_PATH = '/api/demo/lobby-exit';

import type { z } from 'zod';
import {
  amusnetLaunchPayload,
  codeLaunchPayload,
  emLaunchPayload,
  launchResult,
  platformLaunchPayload,
  softGamingsLaunchPayload,
  type Locale,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { launch, type LaunchInput } from './launch.js';

/**
 * One launch endpoint: the seven differ only in path, body schema and how the body maps onto a
 * launch; authentication, the envelope and the launch itself are shared.
 */
function launchRoute<B extends z.core.$ZodType>(
  url: string,
  summary: string,
  body: B,
  toLaunch: (body: z.output<B>, locale: Locale) => LaunchInput,
) {
  return defineRoute({
    method: 'POST',
    tags: ['casino'],
    auth: true,
    data: launchResult,
    url,
    summary,
    body,
    handler: async ({ req, body: parsed, user, deps, locale }) => ({
      data: await launch(req, deps, user, toLaunch(parsed as z.output<B>, locale)),
    }),
  });
}

/** POST /api/casino/dtlaunchurl — Digitain `{ code }` → launch URL. */
export const dtLaunch = launchRoute(
  '/api/casino/dtlaunchurl',
  'Digitain launch URL',
  codeLaunchPayload,
  (b, language) => ({
    provider: 'Digitain',
    gameCode: b.code,
    isMobile: false,
    language,
  }),
);

/** POST /api/casino/pragmaticlaunchurl — Pragmatic Play `{ code }` → launch URL. */
export const pragmaticLaunch = launchRoute(
  '/api/casino/pragmaticlaunchurl',
  'Pragmatic Play launch URL',
  codeLaunchPayload,
  (b, language) => ({ provider: 'Pragmatic Play', gameCode: b.code, isMobile: false, language }),
);

/** POST /api/casino/emlaunchurl — EveryMatrix `{ code, productId }` → launch URL. */
export const emLaunch = launchRoute(
  '/api/casino/emlaunchurl',
  'EveryMatrix launch URL',
  emLaunchPayload,
  (b, language) => ({
    provider: 'EveryMatrix',
    gameCode: b.code,
    isMobile: false,
    language,
  }),
);

/** POST /api/casino/amusnetlaunchurl — Amusnet `{ code, isMobile }` → launch URL. */
export const amusnetLaunch = launchRoute(
  '/api/casino/amusnetlaunchurl',
  'Amusnet launch URL',
  amusnetLaunchPayload,
  (b, language) => ({ provider: 'Amusnet', gameCode: b.code, isMobile: b.isMobile, language }),
);

/** POST /api/casino/egtlaunchurl — EGT Digital `{ platform, gameCode, language, lobbyUrl }` → launch URL. */
export const egtLaunch = launchRoute(
  '/api/casino/egtlaunchurl',
  'EGT Digital launch URL (platform 1 desktop, 2 mobile)',
  platformLaunchPayload,
  (b) => ({
    provider: 'Egt Digital',
    gameCode: b.gameCode,
    isMobile: b.platform === 2,
    language: b.language,
    lobbyUrl: b.lobbyUrl,
  }),
);

/** POST /api/casino/hub88launchurl — Hub88, same body as EGT → launch URL. */
export const hub88Launch = launchRoute(
  '/api/casino/hub88launchurl',
  'Hub88 launch URL (platform 1 desktop, 2 mobile)',
  platformLaunchPayload,
  (b) => ({
    provider: 'Hub88',
    gameCode: b.gameCode,
    isMobile: b.platform === 2,
    language: b.language,
    lobbyUrl: b.lobbyUrl,
  }),
);

/** POST /api/casino/softgamingslaunchurl — `{ system, pageCode, isMobile }` → an HTML document string with a script. */
export const softGamingsLaunch = launchRoute(
  '/api/casino/softgamingslaunchurl',
  'SoftGamings launch: data is an HTML string with an embedded script',
  softGamingsLaunchPayload,
  (b, language) => ({ provider: 'SoftGamings', gameCode: b.pageCode, isMobile: b.isMobile === 1, language }),
);

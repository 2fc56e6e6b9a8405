import {
  amusnetLaunchPayload,
  codeLaunchPayload,
  emLaunchPayload,
  launchResult,
  platformLaunchPayload,
  softGamingsLaunchPayload,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { launch } from './launch.js';

const base = { method: 'POST' as const, tags: ['casino'], auth: true, data: launchResult };

/** POST /api/casino/dtlaunchurl — Digitain `{ code }` → launch URL. */
export const dtLaunch = defineRoute({
  ...base,
  url: '/api/casino/dtlaunchurl',
  summary: 'Digitain launch URL',
  body: codeLaunchPayload,
  handler: async ({ req, body, user, deps, locale }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'Digitain',
      gameCode: body.code,
      isMobile: false,
      language: locale,
    }),
  }),
});

/** POST /api/casino/pragmaticlaunchurl — Pragmatic Play `{ code }` → launch URL. */
export const pragmaticLaunch = defineRoute({
  ...base,
  url: '/api/casino/pragmaticlaunchurl',
  summary: 'Pragmatic Play launch URL',
  body: codeLaunchPayload,
  handler: async ({ req, body, user, deps, locale }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'Pragmatic Play',
      gameCode: body.code,
      isMobile: false,
      language: locale,
    }),
  }),
});

/** POST /api/casino/emlaunchurl — EveryMatrix `{ code, productId }` → launch URL. */
export const emLaunch = defineRoute({
  ...base,
  url: '/api/casino/emlaunchurl',
  summary: 'EveryMatrix launch URL',
  body: emLaunchPayload,
  handler: async ({ req, body, user, deps, locale }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'EveryMatrix',
      gameCode: body.code,
      isMobile: false,
      language: locale,
    }),
  }),
});

/** POST /api/casino/amusnetlaunchurl — Amusnet `{ code, isMobile }` → launch URL. */
export const amusnetLaunch = defineRoute({
  ...base,
  url: '/api/casino/amusnetlaunchurl',
  summary: 'Amusnet launch URL',
  body: amusnetLaunchPayload,
  handler: async ({ req, body, user, deps, locale }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'Amusnet',
      gameCode: body.code,
      isMobile: body.isMobile,
      language: locale,
    }),
  }),
});

/** POST /api/casino/egtlaunchurl — EGT Digital `{ platform, gameCode, language, lobbyUrl }` → launch URL. */
export const egtLaunch = defineRoute({
  ...base,
  url: '/api/casino/egtlaunchurl',
  summary: 'EGT Digital launch URL (platform 1 desktop, 2 mobile)',
  body: platformLaunchPayload,
  handler: async ({ req, body, user, deps }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'Egt Digital',
      gameCode: body.gameCode,
      isMobile: body.platform === 2,
      language: body.language,
      lobbyUrl: body.lobbyUrl,
    }),
  }),
});

/** POST /api/casino/hub88launchurl — Hub88, same body as EGT → launch URL. */
export const hub88Launch = defineRoute({
  ...base,
  url: '/api/casino/hub88launchurl',
  summary: 'Hub88 launch URL (platform 1 desktop, 2 mobile)',
  body: platformLaunchPayload,
  handler: async ({ req, body, user, deps }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'Hub88',
      gameCode: body.gameCode,
      isMobile: body.platform === 2,
      language: body.language,
      lobbyUrl: body.lobbyUrl,
    }),
  }),
});

/** POST /api/casino/softgamingslaunchurl — `{ system, pageCode, isMobile }` → an HTML document string with a script. */
export const softGamingsLaunch = defineRoute({
  ...base,
  url: '/api/casino/softgamingslaunchurl',
  summary: 'SoftGamings launch: data is an HTML string with an embedded script',
  body: softGamingsLaunchPayload,
  handler: async ({ req, body, user, deps, locale }) => ({
    data: await launch(req, deps, user.userId, {
      provider: 'SoftGamings',
      gameCode: body.pageCode,
      isMobile: body.isMobile === 1,
      language: locale,
    }),
  }),
});

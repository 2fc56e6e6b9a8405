import * as z from 'zod/mini';
import { dateRangeFields, dateRangeOrdered, money, paged, pagingFields, utcTimestamp } from './envelope';
import { betStatusSchema, liveCategorySchema, providerNameSchema, winBetKindSchema } from './enums';

/** A casino game (Requirements §3 fields plus id, imageUrl, isLive, liveCategory). */
export const game = z.object({
  id: z.int(),
  name: z.string(),
  gameCode: z.string(),
  providerName: providerNameSchema,
  mainProviderId: z.int().check(z.describe('provider id; pass as providerId to togglefavorite')),
  productId: z.int().check(z.describe('EveryMatrix product id (emlaunchurl)')),
  system: z.string().check(z.describe('SoftGamings system id (softgamingslaunchurl)')),
  systemCategory: z.int().check(z.describe('primary casino category id')),
  imageUrl: z.string(),
  isLive: z.boolean(),
  liveCategory: z.nullable(liveCategorySchema),
});
/** Inferred type of {@link game}. */
export type Game = z.infer<typeof game>;

/** A casino category with its games (in the bootstrap, at most the first 24 games). */
export const casinoCategory = z.object({
  id: z.int(),
  name: z.string(),
  slugList: z
    .array(z.string())
    .check(z.describe('pages showing it: slot, live, games, bingo, tvbets, virtual, home')),
  imageUrl: z.string(),
  games: z.array(game),
});
/** Inferred type of {@link casinoCategory}. */
export type CasinoCategory = z.infer<typeof casinoCategory>;

/** `casino/categorygames` body: category ids. Data: Game[] of those categories. */
export const categoryGamesPayload = z.strictObject({
  systemCategory: z.array(z.int()).check(z.maxLength(50)),
});
/** Inferred type of {@link categoryGamesPayload}. */
export type CategoryGamesPayload = z.infer<typeof categoryGamesPayload>;

/** Data of `casino/categorygames`. */
export const gameList = z.array(game);
/** Inferred type of {@link gameList}. */
export type GameList = z.infer<typeof gameList>;

/**
 * `casino/games` body (search take 5). Matching folds case Turkish-aware on both sides (NFD, marks
 * stripped, ı→i); every word searched must begin a word of the name. Data is a list of lists: matches grouped per provider, best match first, so
 * `data[0][0]` is the game to open. `live` true restricts to live casino, false to the rest.
 */
export const gamesSearchPayload = z.strictObject({
  live: z._default(z.boolean(), false),
  search: z._default(z.string().check(z.maxLength(100)), ''),
  /** Issue 32: only these providers' games (empty: all). */
  providers: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(20)),
    [],
  ),
  skip: pagingFields.skip,
  take: z._default(pagingFields.take, 5),
});
/** Inferred type of {@link gamesSearchPayload}. */
export type GamesSearchPayload = z.infer<typeof gamesSearchPayload>;

/** Data of `casino/games`. */
export const gamesSearchResult = z.array(z.array(game));
/** Inferred type of {@link gamesSearchResult}. */
export type GamesSearchResult = z.infer<typeof gamesSearchResult>;

/** `casino/togglefavorite` body. Data: `{ favorite }` after the toggle. */
export const toggleFavoritePayload = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
  providerId: z.int(),
});
/** Inferred type of {@link toggleFavoritePayload}. */
export type ToggleFavoritePayload = z.infer<typeof toggleFavoritePayload>;

/** Data of `casino/togglefavorite`. */
export const toggleFavoriteResult = z.object({ favorite: z.boolean() });
/** Inferred type of {@link toggleFavoriteResult}. */
export type ToggleFavoriteResult = z.infer<typeof toggleFavoriteResult>;

/** Data of `GET casino/favorites`: the player's favourite game codes and the games. */
export const favorites = z.object({ codes: z.array(z.string()), games: z.array(game) });
/** Inferred type of {@link favorites}. */
export type Favorites = z.infer<typeof favorites>;

const code = z.string().check(z.minLength(1), z.maxLength(100));
const url = z.string().check(z.maxLength(2000));

/** `casino/dtlaunchurl` (Digitain) and `casino/pragmaticlaunchurl` body. */
export const codeLaunchPayload = z.strictObject({ code });
/** Inferred type of {@link codeLaunchPayload}. */
export type CodeLaunchPayload = z.infer<typeof codeLaunchPayload>;

/** `casino/emlaunchurl` (EveryMatrix) body. */
export const emLaunchPayload = z.strictObject({ code, productId: z.int() });
/** Inferred type of {@link emLaunchPayload}. */
export type EmLaunchPayload = z.infer<typeof emLaunchPayload>;

/** `casino/amusnetlaunchurl` body. */
export const amusnetLaunchPayload = z.strictObject({ code, isMobile: z.boolean() });
/** Inferred type of {@link amusnetLaunchPayload}. */
export type AmusnetLaunchPayload = z.infer<typeof amusnetLaunchPayload>;

/** `casino/egtlaunchurl` and `casino/hub88launchurl` body; platform 1 desktop, 2 mobile. */
export const platformLaunchPayload = z.strictObject({
  platform: z.union([z.literal(1), z.literal(2)]),
  gameCode: code,
  language: z.string().check(z.minLength(2), z.maxLength(10)),
  lobbyUrl: z.optional(url),
});
/** Inferred type of {@link platformLaunchPayload}. */
export type PlatformLaunchPayload = z.infer<typeof platformLaunchPayload>;

/** `casino/softgamingslaunchurl` body; isMobile 1/0. Data is an HTML string with an embedded script. */
export const softGamingsLaunchPayload = z.strictObject({
  system: z.string().check(z.minLength(1), z.maxLength(50)),
  pageCode: code,
  isMobile: z.union([z.literal(0), z.literal(1)]),
});
/** Inferred type of {@link softGamingsLaunchPayload}. */
export type SoftGamingsLaunchPayload = z.infer<typeof softGamingsLaunchPayload>;

/** Data of every launch call: a launch URL (or, for SoftGamings, an HTML document string). */
export const launchResult = z.string();
/** Inferred type of {@link launchResult}. */
export type LaunchResult = z.infer<typeof launchResult>;

/** `casino/gamehistory` body: optional status and kind filters (0 = all), paged. */
export const gameHistoryPayload = z
  .strictObject({
    status: z._default(z.union([z.literal(0), betStatusSchema]), 0),
    kind: z._default(z.union([z.literal(0), winBetKindSchema]), 0),
    ...dateRangeFields,
    ...pagingFields,
  })
  .check(dateRangeOrdered);
/** Inferred type of {@link gameHistoryPayload}. */
export type GameHistoryPayload = z.infer<typeof gameHistoryPayload>;

/** One game-history row (a bet or a win of a round). */
export const gameHistoryItem = z.object({
  id: z.int(),
  roundRef: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  providerName: z.string(),
  kind: winBetKindSchema,
  status: betStatusSchema,
  amount: money,
  createdAt: utcTimestamp,
});
/** Inferred type of {@link gameHistoryItem}. */
export type GameHistoryItem = z.infer<typeof gameHistoryItem>;

/** Data of `casino/gamehistory`. */
export const gameHistoryPage = paged(gameHistoryItem);
/** Inferred type of {@link gameHistoryPage}. */
export type GameHistoryPage = z.infer<typeof gameHistoryPage>;

/** `casino/gamerounds` body: date filters, paged. */
export const gameRoundsPayload = z
  .strictObject({ ...dateRangeFields, ...pagingFields })
  .check(dateRangeOrdered);
/** Inferred type of {@link gameRoundsPayload}. */
export type GameRoundsPayload = z.infer<typeof gameRoundsPayload>;

/** One game round: what was staked, won and the net (won − staked), newest first. */
export const gameRoundItem = z.object({
  /** `<game code>:<round ref>` (a round ref is the provider's, unique only within its game). */
  id: z.string(),
  roundRef: z.string(),
  gameName: z.string(),
  providerName: z.string(),
  /** Completed once the round is closed (its win paid, or none); Processing while open. */
  status: betStatusSchema,
  staked: money,
  won: money,
  net: money,
  /** When the round started (its first bet). */
  createdAt: utcTimestamp,
});
/** Inferred type of {@link gameRoundItem}. */
export type GameRoundItem = z.infer<typeof gameRoundItem>;

/** Data of `casino/gamerounds`. */
export const gameRoundsPage = paged(gameRoundItem);
/** Inferred type of {@link gameRoundsPage}. */
export type GameRoundsPage = z.infer<typeof gameRoundsPage>;

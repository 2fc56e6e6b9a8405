import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../db/index.js';
import { BASE_CSS, esc, langOf, sendPage, type Lang } from './html.js';
import { renderGameError, renderGamePage, STAKES } from './game-page.js';
import { LOBBY_EXIT_PATH, providerBySlug } from './providers.js';
import { findSession } from './sessions.js';
import { playSpin, type WalletClient } from './spin.js';
import { tx } from './texts.js';
import { playerMarket } from '../services/markets.js';

const major = (decimal: string | null): number => (decimal === null ? 0 : Number(decimal));

function fail(reply: FastifyReply, status: number, message: string, data: unknown = null): FastifyReply {
  return reply.code(status).send({ success: false, message, data });
}

/** Spin bodies come as JSON or as text/plain JSON (the page's CORS-simple request). */
function readBody(body: unknown): { session?: unknown; stake?: unknown; auto?: unknown } {
  if (typeof body === 'string') {
    try {
      const v: unknown = JSON.parse(body);
      return typeof v === 'object' && v !== null ? (v as object) : {};
    } catch {
      return {};
    }
  }
  return typeof body === 'object' && body !== null ? (body as object) : {};
}

/** GET /api/demo/game/:provider, POST /api/demo/game/spin, POST /api/demo/game/balance, GET /api/demo/lobby-exit. */
export function registerGameRoutes(app: FastifyInstance, db: Queryable, wallet: WalletClient): void {
  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/api/demo/game/:provider',
    async (req, reply) => {
      const lang = langOf(req.query.lang);
      const provider = providerBySlug(req.params.provider);
      if (!provider) return sendPage(reply, renderGameError(lang, tx(lang, 'unknownProvider')), 404);
      const session = await findSession(db, req.query.session ?? '');
      if (!session || session.provider !== provider.name) {
        return sendPage(reply, renderGameError(lang, tx(lang, 'sessionInvalid')), 401);
      }
      const answer = await wallet.call('balance', { provider: session.provider, session: session.token });
      const balance = major(answer.balance);
      return sendPage(
        reply,
        renderGamePage({
          provider,
          gameName: session.gameName,
          lang,
          session: session.token,
          balance,
          closeUrl: req.query.closeurl ?? '',
          lobbyUrl: session.lobbyUrl,
          autoplay: (await playerMarket(db, session.userId)).autoplay,
        }),
      );
    },
  );

  app.post('/api/demo/game/spin', async (req, reply) => {
    // The page may run with an opaque origin (sandboxed srcdoc); the session token is the credential.
    reply.header('access-control-allow-origin', '*');
    const body = readBody(req.body);
    const session = typeof body.session === 'string' ? await findSession(db, body.session) : null;
    const lang: Lang = session?.language ?? langOf(req.headers['x-locale']);
    if (typeof body.session !== 'string' || body.session.length === 0)
      return fail(reply, 400, tx(lang, 'badSession'));
    if (!STAKES.includes(body.stake as (typeof STAKES)[number]))
      return fail(reply, 400, tx(lang, 'badStake'));
    if (!session) return fail(reply, 401, tx(lang, 'sessionInvalid'));
    const stakeMinor = BigInt(Number(body.stake) * 100);
    try {
      const r = await playSpin(
        wallet,
        { token: session.token, provider: session.provider, gameCode: session.gameCode },
        stakeMinor,
        undefined,
        // An autoplay round says so to the wallet, which refuses it where the market forbids autoplay.
        body.auto === true,
      );
      if (!r.ok && r.reason === 'insufficient')
        return fail(reply, 422, tx(lang, 'insufficient'), { balance: major(r.balance) });
      if (!r.ok && r.reason === 'session') return fail(reply, 401, tx(lang, 'sessionInvalid'));
      if (!r.ok && r.reason === 'limit')
        return fail(reply, 403, r.message || tx(lang, 'spinFailed'), { balance: major(r.balance) });
      if (!r.ok) return fail(reply, 502, tx(lang, 'spinFailed'), { balance: major(r.balance) });
      return {
        success: true,
        message: tx(lang, 'spinOk'),
        data: {
          balance: major(r.balance),
          stake: Number(body.stake),
          win: Number(r.win) / 100,
          multiplier: r.multiplier,
          reels: r.reels,
        },
      };
    } catch (err) {
      req.log.error({ err }, 'demo spin failed');
      return fail(reply, 500, tx(lang, 'spinFailed'));
    }
  });

  // The operator's "balance changed" push (after a deposit from the play window, issue 33): the game
  // asks its wallet again, as a real provider's client does; the page never takes an amount from
  // its parent.
  app.post('/api/demo/game/balance', async (req, reply) => {
    reply.header('access-control-allow-origin', '*');
    const body = readBody(req.body);
    const session = typeof body.session === 'string' ? await findSession(db, body.session) : null;
    const lang: Lang = session?.language ?? langOf(req.headers['x-locale']);
    if (typeof body.session !== 'string' || body.session.length === 0)
      return fail(reply, 400, tx(lang, 'badSession'));
    if (!session) return fail(reply, 401, tx(lang, 'sessionInvalid'));
    const answer = await wallet.call('balance', { provider: session.provider, session: session.token });
    if (answer.balance === null) return fail(reply, 401, tx(lang, 'sessionInvalid'));
    return { success: true, message: '', data: { balance: major(answer.balance) } };
  });

  registerLobbyExit(app);
}

/**
 * The lobby page of redirect-only providers: it tells the play window to close. The site's own
 * exit page (the play window hands it to providers as their lobby URL), so it is served on the
 * site's origin as well as with the provider pages.
 */
export function registerLobbyExit(app: FastifyInstance): void {
  app.get<{ Querystring: { lang?: string } }>(LOBBY_EXIT_PATH, async (req, reply) => {
    const lang = langOf(req.query.lang);
    return sendPage(
      reply,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(tx(lang, 'closing'))}</title>
<style>${BASE_CSS}body{min-height:100vh;display:grid;place-items:center}</style></head>
<body><p role="status" data-testid="demo-lobby-exit">${esc(tx(lang, 'closing'))}</p>
<script>if (window.parent !== window) window.parent.postMessage({ command: 'exit' }, '*');</script></body></html>`,
    );
  });
}

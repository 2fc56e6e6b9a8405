import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { frameableHeaders, langOf, sendPage } from './html.js';
import { MODES, renderHangStart, renderSportsbook, type Mode } from './sportsbook-page.js';
import { BRANDS, verifySportsbookToken, type Brand } from './sportsbook-token.js';
import { tx } from './texts.js';

export interface SportsbookOptions {
  /**
   * Also accept the player's API session token as the frame token (revoked with the session).
   * Without it only tokens from sportsbookSession() identify the player.
   */
  authenticate?(token: string): Promise<number | null>;
  /** How long a hanging page is held open before the server gives up on it. */
  hangMaxMs?: number;
}

type Query = { token?: string; cid?: string; lang?: string; mode?: string; hang?: string };

async function usernameOf(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  return rows[0]?.username ?? null;
}

/**
 * GET /api/demo/sportsbook/:brand and POST /api/demo/sportsbook/mode {hang}. A "hanging" sportsbook
 * sends the start of a page and never finishes it, for the client's timeout and retry.
 */
export function registerSportsbookRoutes(
  app: FastifyInstance,
  db: Queryable,
  opts: SportsbookOptions = {},
): void {
  let hangAll = process.env.DEMO_SPORTSBOOK_HANG === '1';
  const hanging = new Set<ServerResponse>();
  const hangMaxMs = opts.hangMaxMs ?? 120_000;

  app.get<{ Params: { brand: string }; Querystring: Query }>(
    '/api/demo/sportsbook/:brand',
    async (req, reply) => {
      const lang = langOf(req.query.lang);
      const brand = req.params.brand as Brand;
      if (!BRANDS.includes(brand)) {
        return reply.code(404).send({ success: false, message: 'Unknown sportsbook', data: null });
      }
      if (hangAll || req.query.hang === '1') {
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, frameableHeaders());
        res.write(renderHangStart(lang));
        hanging.add(res);
        const timer = setTimeout(() => res.end(), hangMaxMs);
        timer.unref();
        res.on('close', () => {
          clearTimeout(timer);
          hanging.delete(res);
        });
        return reply;
      }
      const mode: Mode = MODES.includes(req.query.mode as Mode)
        ? (req.query.mode as Mode)
        : brand === 'betco'
          ? 'esports'
          : 'prematch';
      const token = req.query.token ?? '';
      let userId = token ? verifySportsbookToken(brand, token) : null;
      if (userId === null && token && opts.authenticate)
        userId = await opts.authenticate(token).catch(() => null);
      const user = userId === null ? null : await usernameOf(db, userId);
      return sendPage(reply, renderSportsbook({ brand, mode, lang, user }));
    },
  );

  app.post('/api/demo/sportsbook/mode', async (req, reply) => {
    const lang = langOf(req.headers['x-locale']);
    // Like the dev outbox: in production the route does not exist.
    if (process.env.NODE_ENV === 'production')
      return reply.code(404).send({ success: false, message: tx(lang, 'devOnly'), data: null });
    const hang = (req.body as { hang?: unknown } | null)?.hang;
    if (typeof hang !== 'boolean')
      return reply.code(400).send({ success: false, message: tx(lang, 'badHang'), data: null });
    // Pages already hanging stay so: the client's retry replaces them with a fresh request.
    hangAll = hang;
    return { success: true, message: tx(lang, 'modeSet'), data: { hang } };
  });

  // Hanging responses would keep server.close() waiting.
  app.addHook('preClose', async () => {
    for (const res of hanging) res.destroy();
  });
}

import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { frameableHeaders, langOf, sendPage } from './html.js';
import { MODES, renderHangStart, renderSportsbook, type Mode } from './sportsbook-page.js';
import { BRANDS, sportsbookPlayer, type Brand } from '../integrations/sportsbook/tokens.js';
import { tx } from './texts.js';

export interface SportsbookOptions {
  /** SPORTSBOOK_TOKEN_SECRET, which the frame tokens are signed with. */
  secret: string;
  /** Registers the development switch `POST /api/demo/sportsbook/mode` (never in production). */
  devRoutes?: boolean;
  /** How long a hanging page is held open before the server gives up on it. */
  hangMaxMs?: number;
}

type Query = { token?: string; cid?: string; lang?: string; mode?: string; hang?: string };

/**
 * GET /api/demo/sportsbook/:brand and POST /api/demo/sportsbook/mode {hang}. A "hanging" sportsbook
 * sends the start of a page and never finishes it, for the client's timeout and retry.
 */
export function registerSportsbookRoutes(app: FastifyInstance, db: Queryable, opts: SportsbookOptions): void {
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
      const player = token ? await sportsbookPlayer(db, opts.secret, brand, token) : null;
      const user = player?.username ?? null;
      return sendPage(reply, renderSportsbook({ brand, mode, lang, user }));
    },
  );

  if (opts.devRoutes) {
    app.post('/api/demo/sportsbook/mode', async (req, reply) => {
      const lang = langOf(req.headers['x-locale']);
      const hang = (req.body as { hang?: unknown } | null)?.hang;
      if (typeof hang !== 'boolean')
        return reply.code(400).send({ success: false, message: tx(lang, 'badHang'), data: null });
      // Pages already hanging stay so: the client's retry replaces them with a fresh request.
      hangAll = hang;
      return { success: true, message: tx(lang, 'modeSet'), data: { hang } };
    });
  }

  // Hanging responses would keep server.close() waiting.
  app.addHook('preClose', async () => {
    for (const res of hanging) res.destroy();
  });
}

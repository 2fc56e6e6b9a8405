import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { paymentMark } from './payment-marks.js';
import { card, logo } from './svg.js';

const clamp = (v: unknown, def: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 16 && n <= 2400 ? Math.round(n) : def;
};
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 60) : '');

function svg(reply: FastifyReply, body: string) {
  return reply
    .header('Content-Type', 'image/svg+xml')
    .header('Cache-Control', 'public, max-age=86400')
    .send(body);
}

/**
 * Locally generated images (no binary assets in the repo): game pictures, provider and payment
 * logos, and sized pictures (`/api/media/art/<name>.svg?w=&h=`) for sliders, popup, promotions and
 * tiles (with `&t=&s=`, a title and subtitle drawn in: the licence).
 */
export function registerMedia(app: FastifyInstance, deps: Deps): void {
  const hide = { schema: { hide: true } };
  // A game's picture has no words: every place that shows it (tile, search result, top winners)
  // writes the game's name beside it as text, and words drawn in cost each of the dozens of pictures
  // on a page a text layout of its own (and the server a database read per picture).
  app.get<{ Params: { file: string } }>('/api/media/game/:file', hide, async (req, reply) =>
    svg(reply, card(req.params.file.replace(/\.svg$/, ''), 400, 300)),
  );
  app.get<{ Params: { file: string } }>('/api/media/provider/:file', hide, async (req, reply) => {
    const id = Number(req.params.file.replace(/\.svg$/, ''));
    const rows = Number.isInteger(id)
      ? await deps.db.query<{ name: string }>('SELECT name FROM providers WHERE id = $1', [id])
      : [];
    return svg(reply, logo(`provider-${id}`, 200, 80, rows[0]?.name ?? 'Provider'));
  });
  app.get<{ Params: { file: string } }>('/api/media/payment/:file', hide, async (req, reply) => {
    return svg(reply, paymentMark(req.params.file.replace(/\.svg$/, '')));
  });
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/api/media/art/:file',
    hide,
    async (req, reply) => {
      const name = req.params.file.replace(/\.svg$/, '');
      return svg(
        reply,
        card(
          name,
          clamp(req.query.w, 800),
          clamp(req.query.h, 400),
          // No `t`: a picture without words (the site draws the text over it).
          text(req.query.t),
          text(req.query.s),
        ),
      );
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { kycStateOf } from '../services/kyc.js';
import { audit } from '../services/operators.js';
import { findPlayers, ledgerPage, playerView } from '../services/player-lookup.js';
import { queuePage } from '../services/withdrawal-queue.js';
import { FORM_LIMIT, idParam, parse, type ConsoleKit } from './requests.js';
import { PlayerPage, PlayersPage } from './players-page.js';
import { typedLine } from './withdrawals.js';

const search = z.object({ q: typedLine(1, 100) });
const ledgerQuery = z.object({
  ledger: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .catch(undefined),
});
const sessionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  sid: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * /operator/players (issue 30, item 6): look a player up by id, username, e-mail or phone (exact or
 * prefix, at most 20), and the player's page: protection, exclusions, sessions (an open one ended
 * by an operator or approver), KYC, balances, withdrawals and the ledger, paged. Every search and
 * every page read is in the audit log under the operator's name (who looked at whom).
 */
export function registerPlayerPages(scope: FastifyInstance, kit: ConsoleKit): void {
  const { deps } = kit;

  scope.get('/operator/players', async (req, reply) => {
    const signed = await kit.signedIn(req);
    if (!signed) return kit.seeOther(reply, '/operator/login');
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    const asked = (req.query as Record<string, unknown>).q;
    if (asked === undefined || asked === '')
      return kit.send(reply, 200, createElement(PlayersPage, { ctx, q: '', hits: null }));
    const parsed = search.safeParse({ q: asked });
    if (!parsed.success) {
      // What was typed is not shown back (it may hold control characters): the field starts empty.
      const error = ctx.t('console.pl.badQuery');
      return kit.send(reply, 400, createElement(PlayersPage, { ctx, q: '', hits: null, error }));
    }
    const { q } = parsed.data;
    const hits = await findPlayers(deps.db, q);
    await audit(
      deps.db,
      { operator: signed.operator },
      'player.search',
      'players',
      { q, found: hits.map((h) => h.id) },
      req.ip,
    );
    return kit.send(reply, 200, createElement(PlayersPage, { ctx, q, hits }));
  });

  async function page(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { done?: string; error?: string } = {},
  ) {
    const signed = (await kit.signedIn(req))!;
    const { id } = parse(idParam, req.params);
    const player = await playerView(deps.db, id);
    if (!player) throw new AppError(404, 'console.pl.unknown');
    const { ledger: before } = ledgerQuery.parse(req.query ?? {});
    // Who looked at whom, before anything of the player is sent.
    await audit(deps.db, { operator: signed.operator }, 'player.viewed', `user:${id}`, {}, req.ip);
    const [kyc, withdrawals, ledger] = [
      await kycStateOf(deps, id),
      (await queuePage(deps.db, 'all', null, id, 10)).rows,
      await ledgerPage(deps.db, id, before ?? null),
    ];
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    return kit.send(
      reply,
      status,
      createElement(PlayerPage, {
        ctx,
        player,
        kyc,
        withdrawals,
        ledger: { ...ledger, paged: before !== undefined },
        ...extra,
      }),
    );
  }

  scope.get('/operator/players/:id', async (req, reply) => {
    if (!(await kit.signedIn(req))) return kit.seeOther(reply, '/operator/login');
    const ended = (req.query as Record<string, unknown>).done === 'ended';
    const ctx = kit.ctxOf(req, reply);
    return page(req, reply, 200, { done: ended ? ctx.t('console.pl.done.ended') : undefined });
  });

  scope.post('/operator/players/:id/sessions/:sid/end', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req);
    const { id, sid } = parse(sessionParams, req.params);
    if (!(await playerView(deps.db, id))) throw new AppError(404, 'console.pl.unknown');
    // Only a session of this player: another player's session id ends nothing.
    const ended = await deps.auth.endSession(id, sid);
    if (!ended) {
      const ctx = kit.ctxOf(req, reply);
      return page(req, reply, 409, { error: ctx.t('console.pl.alreadyEnded') });
    }
    await audit(
      deps.db,
      { operator: signed.operator },
      'session.ended',
      `user:${id}`,
      { session: sid },
      req.ip,
    );
    return kit.seeOther(reply, `/operator/players/${id}?done=ended`);
  });
}

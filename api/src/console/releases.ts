import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { verticalNames } from '@playhub/shared/contracts';
import { isVersion } from '@playhub/composition/actions';
import { HOST } from '@playhub/composition/host';
import { DEFAULT_MARKET, Refusal } from '@playhub/composition/store';
import { AppError } from '../errors.js';
import { isMessageKey } from '../i18n/index.js';
import type { CompositionSource } from '../services/rollout/composition.js';
import { inMarket } from './pages.js';
import { ReleasePage, ReleasesPage, type Serving } from './releases-page.js';
import { FORM_LIMIT, oneLine, parse, type ConsoleKit } from './requests.js';

const params = z.object({
  // The host's releases are kept and gated like a vertical's (issue 31, item 5).
  vertical: z.enum([HOST, ...verticalNames]),
  version: z.string().max(64).refine(isVersion),
});
const approveForm = z.object({
  hashes: z.string().regex(/^[0-9a-f]{64}$/),
  reference: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[^\r\n\t]*$/),
});
const overrideForm = z.object({
  hashes: z.string().regex(/^[0-9a-f]{64}$/),
  reason: oneLine,
});

/**
 * /operator/releases (issue 30, item 5): each vertical's published versions with their evidence in
 * the market (hashes, conformance runs, approval, overrides), an approver's approve and override
 * forms, and the regulator's export (one JSON document per version and market). Every role reads;
 * only approvers approve or override (a refused post is audited by `checkPost`). Rows are written
 * by composition/src/evidence.ts, which the CLI and the gate share.
 */
export function registerReleasePages(
  scope: FastifyInstance,
  kit: ConsoleKit,
  /** The composition of the request's market (`?market=`, issue 30 item 4). */
  sourceOf: (req: FastifyRequest) => CompositionSource | null,
): void {
  const evidenceOf = (req: FastifyRequest) => {
    const source = sourceOf(req);
    if (!source?.evidence) throw new AppError(404, 'console.noComposition');
    return source.evidence;
  };
  const servingOf = (source: CompositionSource | null, vertical: string, version: string): Serving => {
    const entry = source?.read()?.[vertical];
    if (entry?.candidate?.version === version) return { kind: 'candidate', traffic: entry.candidate.traffic };
    return entry?.version === version ? { kind: 'stable' } : null;
  };
  const signedCtx = async (req: FastifyRequest, reply: FastifyReply) => {
    const signed = await kit.signedIn(req);
    return signed ? kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf }) : null;
  };

  async function versionPage(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { done?: string; refusal?: Refusal } = {},
  ) {
    const ctx = await signedCtx(req, reply);
    if (!ctx) return kit.seeOther(reply, '/operator/login');
    const { vertical, version } = parse(params, req.params);
    const source = sourceOf(req);
    const state = await evidenceOf(req).status(vertical, version);
    if (!state.published && state.runs.length + state.foreign.length === 0)
      throw new AppError(404, 'console.releases.unknownVersion', { vertical, version });
    const key = `console.refusal.${extra.refusal?.code ?? ''}`;
    const error =
      extra.refusal &&
      ctx.t('console.refused', {
        reason: isMessageKey(key) ? ctx.t(key, extra.refusal.params) : extra.refusal.message,
      });
    return kit.send(
      reply,
      status,
      createElement(ReleasePage, {
        ctx,
        status: state,
        serving: servingOf(source, vertical, version),
        enforced: source?.gateEnforced ?? false,
        done: extra.done,
        error,
      }),
    );
  }

  scope.get('/operator/releases', async (req, reply) => {
    const ctx = await signedCtx(req, reply);
    if (!ctx) return kit.seeOther(reply, '/operator/login');
    const source = sourceOf(req);
    const evidence = source?.evidence ?? null;
    const verticals = evidence
      ? await Promise.all(
          [HOST, ...verticalNames].map(async (name) => ({
            name,
            rows: await Promise.all(
              source!
                .published(name)
                .slice(0, 20)
                .map(async (p) => ({
                  version: p.version,
                  serving: servingOf(source, name, p.version),
                  status: await evidence.status(name, p.version),
                })),
            ),
          })),
        )
      : null;
    return kit.send(
      reply,
      200,
      createElement(ReleasesPage, {
        ctx,
        market: evidence?.market ?? DEFAULT_MARKET,
        enforced: source?.gateEnforced ?? false,
        verticals,
      }),
    );
  });

  scope.get('/operator/releases/:vertical/:version', async (req, reply) => {
    const done = (req.query as Record<string, unknown>).done;
    const ctx = kit.ctxOf(req, reply);
    return versionPage(req, reply, 200, {
      done: done === 'approved' || done === 'overridden' ? ctx.t(`console.releases.done.${done}`) : undefined,
    });
  });

  scope.get('/operator/releases/:vertical/:version/export', async (req, reply) => {
    if (!(await kit.signedIn(req))) throw new AppError(401, 'errors.unauthorized');
    const { vertical, version } = parse(params, req.params);
    const evidence = evidenceOf(req);
    const document = await evidence.exportDocument(vertical, version, await sourceOf(req)!.history());
    return reply
      .code(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${vertical}-${version.replace(/[^\w.-]/g, '_')}-${evidence.market}-evidence.json"`,
      )
      .send(`${JSON.stringify(document, null, 2)}\n`);
  });

  for (const [path, kind] of [
    ['approve', 'approved'],
    ['override', 'overridden'],
  ] as const) {
    scope.post(
      `/operator/releases/:vertical/:version/${path}`,
      { bodyLimit: FORM_LIMIT },
      async (req, reply) => {
        // Approvers only (`rollout`): a viewer's or an operator's post is refused and audited.
        const signed = await kit.checkPost(req, 'rollout');
        const { vertical, version } = parse(params, req.params);
        const actor = `operator:${signed.operator.username}`;
        try {
          if (path === 'approve') {
            const form = parse(approveForm, req.body);
            await evidenceOf(req).approve({
              vertical,
              version,
              hashes: form.hashes,
              reference: form.reference,
              actor,
            });
          } else {
            const form = parse(overrideForm, req.body);
            await evidenceOf(req).override({
              vertical,
              version,
              hashes: form.hashes,
              reason: form.reason,
              actor,
            });
          }
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          return versionPage(req, reply, 409, { refusal: error });
        }
        const ctx = kit.ctxOf(req, reply);
        return kit.seeOther(
          reply,
          inMarket(ctx, `/operator/releases/${vertical}/${encodeURIComponent(version)}?done=${kind}`),
        );
      },
    );
  }
}

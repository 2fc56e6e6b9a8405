import type { FastifyInstance, FastifyReply } from 'fastify';
import { kycDocumentKinds, type KycDocumentKind } from '@playhub/shared/contracts';
import { AppError } from '../../errors.js';
import type { Deps } from '../../http/deps.js';
import { localeOf, t } from '../../i18n/index.js';
import { addDocument, documentFile } from '../../services/kyc.js';
import { cleanUpload } from '../../services/kyc-files.js';

const isKind = (v: unknown): v is KycDocumentKind =>
  typeof v === 'string' && (kycDocumentKinds as readonly string[]).includes(v);

/**
 * Sends a stored document back so that nothing in it can run: a download (never shown inline
 * under the site's origin), its type not to be guessed, and a CSP that allows nothing and
 * sandboxes whatever opens it anyway. `inline` is for the console's view of a re-encoded image.
 */
export function sendDocument(
  reply: FastifyReply,
  file: { mime: string; content: Buffer; kind: string },
  id: number,
  inline = false,
): FastifyReply {
  const ext = file.mime === 'application/pdf' ? 'pdf' : 'jpg';
  const show = inline && file.mime.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .code(200)
    .header('content-type', file.mime)
    .header('content-disposition', `${show}; filename="kyc-${file.kind}-${id}.${ext}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/**
 * POST /api/kyc/documents?kind=identity|address — the file's bytes as the body (any declared type:
 * only its content counts), at most the configured size; cleaned (services/kyc-files.ts) and stored
 * pending review. GET /api/kyc/documents/:id/file — the player's own document, as a download.
 */
export function registerKycDocuments(app: FastifyInstance, deps: Deps): void {
  const limit = deps.config.kyc.maxUploadBytes;
  app.register(async (scope) => {
    // The body is the file, whatever type the browser declares for it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limit }, (_req, body, done) =>
      done(null, body),
    );
    const tooLarge = () =>
      new AppError(413, 'kyc.tooLarge', { max: `${Math.floor(limit / (1024 * 1024))} MB` });

    scope.post('/api/kyc/documents', {
      bodyLimit: limit,
      onRequest: async (req) => {
        const user = await deps.auth.require(req);
        req.authUser = user;
        // Refused before reading a byte when the size is declared.
        if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
      },
      errorHandler: (err, req, reply) => {
        const e =
          (err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? tooLarge()
            : err instanceof AppError
              ? err
              : null;
        if (!e) throw err;
        return reply
          .code(e.status)
          .send({ success: false, message: t(localeOf(req), e.key, e.params), data: e.data });
      },
      handler: async (req, reply) => {
        const kind = (req.query as Record<string, unknown>).kind;
        if (!isKind(kind)) throw new AppError(400, 'kyc.badKind');
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (bytes.length === 0) throw new AppError(400, 'kyc.empty');
        const file = await cleanUpload(bytes);
        const locale = localeOf(req);
        const doc = await addDocument(deps, req.authUser!.userId, kind, file, locale);
        return reply.send({ success: true, message: t(locale, 'kyc.uploaded'), data: doc });
      },
    });

    scope.get('/api/kyc/documents/:id/file', {
      onRequest: async (req) => void (req.authUser = await deps.auth.require(req)),
      handler: async (req, reply) => {
        const id = Number((req.params as { id: string }).id);
        if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
          throw new AppError(404, 'errors.notFound');
        return sendDocument(reply, await documentFile(deps, id, req.authUser!.userId), id);
      },
    });
  });
}

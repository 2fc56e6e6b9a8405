import type { Locale } from '@playhub/shared/contracts';
import type { ComplaintView } from '../services/complaints.js';
import type { KycQueueItem } from '../services/kyc.js';
import { can } from '../services/operator-roles.js';
import { Allowed, Csrf, Layout, Status, type PageContext } from './pages.js';

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(`${iso}Z`));

const size = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Documents waiting for review, oldest first, each with a link to its review page. */
export function KycQueuePage({
  ctx,
  items,
  done,
}: {
  ctx: PageContext;
  items: KycQueueItem[];
  done?: string;
}) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.kyc.title')}>
      <h1>{t('console.kyc.title')}</h1>
      {done && <Status kind="ok">{done}</Status>}
      <section aria-labelledby="kyc-pending">
        <h2 id="kyc-pending">{t('console.kyc.pending', { count: items.length })}</h2>
        {items.length === 0 ? (
          <p>{t('console.kyc.empty')}</p>
        ) : (
          <div className="scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('console.kyc.document')}</th>
                  <th scope="col">{t('console.kyc.player')}</th>
                  <th scope="col">{t('console.kyc.kind')}</th>
                  <th scope="col">{t('console.kyc.file')}</th>
                  <th scope="col">{t('console.kyc.uploaded')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((d) => (
                  <tr key={d.id}>
                    <td>
                      <a href={`/operator/kyc/${d.id}`}>{t('console.kyc.review', { id: d.id })}</a>
                    </td>
                    <td>{d.username}</td>
                    <td>{t(`console.kyc.kind.${d.kind}`)}</td>
                    <td>
                      {d.mime === 'application/pdf' ? 'PDF' : 'JPEG'} · {size(d.size)}
                    </td>
                    <td>{when(ctx.locale, d.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Layout>
  );
}

/** One document: the picture (re-encoded, shown inline) or the PDF as a download, and the decision forms. */
export function KycDocumentPage({
  ctx,
  doc,
}: {
  ctx: PageContext;
  doc: KycQueueItem & { status: string; reason: string };
}) {
  const { t } = ctx;
  const title = t('console.kyc.docTitle', { id: doc.id, kind: t(`console.kyc.kind.${doc.kind}`) });
  const file = `/operator/kyc/${doc.id}/file`;
  return (
    <Layout ctx={ctx} title={title}>
      <p>
        <a href="/operator/kyc">{t('console.kyc.back')}</a>
      </p>
      <h1>{title}</h1>
      <section aria-labelledby="doc-about">
        <h2 id="doc-about">{t('console.kyc.about')}</h2>
        <dl>
          <dt>{t('console.kyc.player')}</dt>
          <dd>{doc.username}</dd>
          <dt>{t('console.kyc.uploaded')}</dt>
          <dd>{when(ctx.locale, doc.createdAt)}</dd>
          <dt>{t('console.kyc.file')}</dt>
          <dd>
            {doc.mime === 'application/pdf' ? 'PDF' : 'JPEG'} · {size(doc.size)}
          </dd>
          <dt>{t('console.kyc.status')}</dt>
          <dd>
            <span className="badge">{t(`console.kyc.status.${doc.status}`)}</span>
            {doc.reason && ` ${doc.reason}`}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="doc-view">
        <h2 id="doc-view">{t('console.kyc.view')}</h2>
        {doc.mime === 'application/pdf' ? (
          <p>
            <a className="button secondary" href={file} download>
              {t('console.kyc.downloadPdf')}
            </a>{' '}
            <span className="note">{t('console.kyc.pdfNote')}</span>
          </p>
        ) : (
          <figure className="doc">
            <img src={file} alt={title} />
          </figure>
        )}
      </section>
      {doc.status === 'pending' && can(ctx.role, 'decide') && (
        <section aria-labelledby="doc-decide">
          <h2 id="doc-decide">{t('console.kyc.decide')}</h2>
          <form className="action" method="post" action={`/operator/kyc/${doc.id}/approve`}>
            <Csrf token={ctx.csrf} />
            <button type="submit">{t('console.kyc.approve')}</button>
          </form>
          <form className="action" method="post" action={`/operator/kyc/${doc.id}/reject`}>
            <Csrf token={ctx.csrf} />
            <label>
              {t('console.kyc.reason')}
              <input name="reason" required minLength={3} maxLength={200} />
            </label>
            <button type="submit" className="danger">
              {t('console.kyc.reject')}
            </button>
          </form>
        </section>
      )}
    </Layout>
  );
}

/** One open complaint with the form that sets its status and answer. */
function ComplaintItem({ ctx, c }: { ctx: PageContext; c: ComplaintView }) {
  const { t } = ctx;
  const title = `complaint-${c.id}`;
  return (
    <article className="request" aria-labelledby={title}>
      <h3 id={title}>
        {c.reference} · {t(`complaints.category.${c.category}`)}
      </h3>
      <p className="note">
        {t('console.requests.player', { name: c.username })}
        {' · '}
        {when(ctx.locale, c.createdAt)}
        {c.related && ` · ${t('console.complaints.related', { ref: c.related })}`}
        {' · '}
        <span className="badge">{t(`complaints.status.${c.status}`)}</span>
      </p>
      <blockquote>{c.text}</blockquote>
      {c.answer && (
        <p>
          <strong>{t('console.complaints.answerSoFar')}</strong> {c.answer}
        </p>
      )}
      <Allowed ctx={ctx} need="decide">
        <form className="action" method="post" action={`/operator/complaints/${c.id}`}>
          <Csrf token={ctx.csrf} />
          <label className="wide">
            {t('console.complaints.answer')}
            <textarea name="answer" maxLength={2000} />
          </label>
          <label>
            {t('console.complaints.status')}
            <select name="status" defaultValue={c.status === 'received' ? 'in_review' : 'answered'}>
              <option value="in_review">{t('complaints.status.in_review')}</option>
              <option value="answered">{t('complaints.status.answered')}</option>
              <option value="closed">{t('complaints.status.closed')}</option>
            </select>
          </label>
          <button type="submit">{t('console.complaints.save')}</button>
        </form>
      </Allowed>
    </article>
  );
}

/** Complaints not closed yet, oldest first, each answered with a plain form (audited). */
export function ComplaintsPage({
  ctx,
  items,
  done,
}: {
  ctx: PageContext;
  items: ComplaintView[];
  done?: string;
}) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.complaints.title')}>
      <h1>{t('console.complaints.title')}</h1>
      {done && <Status kind="ok">{done}</Status>}
      <section aria-labelledby="complaints-open">
        <h2 id="complaints-open">{t('console.complaints.open', { count: items.length })}</h2>
        {items.length === 0 && <p>{t('console.complaints.empty')}</p>}
        {items.map((c) => (
          <ComplaintItem key={c.id} ctx={ctx} c={c} />
        ))}
      </section>
    </Layout>
  );
}

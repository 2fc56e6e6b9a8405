import { OPERATOR_ROLES, type OperatorRow } from '../services/operator-roles.js';
import { Csrf, Layout, Status, type PageContext } from './pages.js';

/** One operator account: its name, role and second factor, and the form that changes its role. */
function OperatorItem({ ctx, o, self }: { ctx: PageContext; o: OperatorRow; self: boolean }) {
  const { t } = ctx;
  const title = `operator-${o.id}`;
  return (
    <article className="request" aria-labelledby={title}>
      <h3 id={title}>
        {o.username}
        {self && ` (${t('operatorRoles.you')})`}
        {!o.active && ` (${t('operatorRoles.inactive')})`}
      </h3>
      <p className="note">
        <span className="badge">{t(`operatorRoles.role.${o.role}`)}</span>
        {' · '}
        {t('operatorRoles.twoFactor')}: {o.twoFactor ? t('operatorRoles.tfYes') : t('operatorRoles.tfNo')}
      </p>
      <form className="action" method="post" action={`/operator/operators/${o.id}/role`}>
        <Csrf token={ctx.csrf} />
        <label>
          {t('operatorRoles.roleOf', { name: o.username })}
          <select name="role" defaultValue={o.role}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`operatorRoles.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('operatorRoles.save')}</button>
      </form>
      {o.twoFactor && (
        <form className="action" method="post" action={`/operator/operators/${o.id}/two-factor/reset`}>
          <Csrf token={ctx.csrf} />
          <p className="note">{t('operatorRoles.resetNote')}</p>
          <button type="submit" className="danger">
            {t('operatorRoles.reset', { name: o.username })}
          </button>
        </form>
      )}
    </article>
  );
}

/** The operator accounts, each with its role and the form that changes it (approvers only). */
export function OperatorsPage(props: {
  ctx: PageContext;
  operators: OperatorRow[];
  self: number;
  done?: string;
}) {
  const { ctx, operators, self, done } = props;
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('operatorRoles.title')}>
      <h1>{t('operatorRoles.title')}</h1>
      {done && <Status kind="ok">{done}</Status>}
      <p className="note">{t('operatorRoles.intro')}</p>
      <section aria-labelledby="operators-title">
        <h2 id="operators-title">{t('operatorRoles.accounts', { count: operators.length })}</h2>
        {operators.length === 0 && <p>{t('operatorRoles.none')}</p>}
        {operators.map((o) => (
          <OperatorItem key={o.id} ctx={ctx} o={o} self={o.id === self} />
        ))}
      </section>
    </Layout>
  );
}

import { OPERATOR_ROLES, type OperatorRow } from '../services/operator-roles.js';
import { Csrf, Layout, Scroll, Status, type PageContext } from './pages.js';

/** The operator accounts, each with its role and the form that changes it. */
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
        {operators.length > 0 && (
          <Scroll labelledBy="operators-title">
            <table aria-labelledby="operators-title">
              <thead>
                <tr>
                  <th scope="col">{t('operatorRoles.name')}</th>
                  <th scope="col">{t('operatorRoles.twoFactor')}</th>
                  <th scope="col">{t('operatorRoles.role')}</th>
                </tr>
              </thead>
              <tbody>
                {operators.map((o) => (
                  <tr key={o.id}>
                    <th scope="row">
                      {o.username}
                      {o.id === self && ` (${t('operatorRoles.you')})`}
                      {!o.active && ` (${t('operatorRoles.inactive')})`}
                    </th>
                    <td>{o.twoFactor ? t('operatorRoles.tfYes') : t('operatorRoles.tfNo')}</td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        )}
      </section>
    </Layout>
  );
}

import type { FactorSetup } from '../services/two-factor.js';
import { Csrf, Layout, Status, type PageContext } from './pages.js';

/** The login's second step: a code of the authenticator app, or a recovery code. */
export function SecondStepPage({ ctx, error }: { ctx: PageContext; error?: string }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('operatorRoles.codeTitle')}>
      <section className="login" aria-labelledby="code-title">
        <h1 id="code-title">{t('operatorRoles.codeTitle')}</h1>
        {error && <Status kind="error">{error}</Status>}
        <p>{t('operatorRoles.codeIntro')}</p>
        <form method="post" action="/operator/login/code">
          <Csrf token={ctx.csrf} />
          <label>
            {t('operatorRoles.code')} <small>{t('operatorRoles.codeHint')}</small>
            <input
              name="code"
              autoComplete="one-time-code"
              required
              minLength={6}
              maxLength={20}
              spellCheck={false}
              autoCapitalize="characters"
              autoFocus
            />
          </label>
          <button type="submit">{t('operatorRoles.codeSubmit')}</button>
        </form>
        <p>
          <a href="/operator/login">{t('operatorRoles.codeRestart')}</a>
        </p>
      </section>
    </Layout>
  );
}

/** The operator's own second factor: on, with the recovery codes left, or the way to set it up. */
export function TwoFactorPage(props: {
  ctx: PageContext;
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The console asks for it before anything else (OPERATOR_TWO_FACTOR_REQUIRED). */
  required: boolean;
  usedRecovery?: number;
  error?: string;
}) {
  const { ctx, enabled, recoveryCodesLeft, required, usedRecovery, error } = props;
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('operatorRoles.tfTitle')}>
      <h1>{t('operatorRoles.tfTitle')}</h1>
      {error && <Status kind="error">{error}</Status>}
      {usedRecovery !== undefined && (
        <Status kind="ok">{t('operatorRoles.recoveryUsed', { left: usedRecovery })}</Status>
      )}
      <section aria-labelledby="tf-state">
        <h2 id="tf-state">{t('operatorRoles.tfState')}</h2>
        {enabled ? (
          <p>{t('operatorRoles.tfOn', { left: recoveryCodesLeft })}</p>
        ) : (
          <>
            {required && <Status kind="error">{t('operatorRoles.tfRequired')}</Status>}
            <p>{t('operatorRoles.tfOff')}</p>
            <form className="action" method="post" action="/operator/two-factor/setup">
              <Csrf token={ctx.csrf} />
              <button type="submit">{t('operatorRoles.tfStart')}</button>
            </form>
          </>
        )}
      </section>
    </Layout>
  );
}

/** The setup: the QR code (and its secret as text), then the first code from the app. */
export function SetupPage({ ctx, setup }: { ctx: PageContext; setup: FactorSetup }) {
  const { t } = ctx;
  // The QR code inline (the library's own SVG): the console loads no image but its own.
  const svg = Buffer.from(setup.qr.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return (
    <Layout ctx={ctx} title={t('operatorRoles.tfTitle')}>
      <h1>{t('operatorRoles.tfTitle')}</h1>
      <section aria-labelledby="setup-scan">
        <h2 id="setup-scan">{t('operatorRoles.setupScan')}</h2>
        <div
          className="qr"
          role="img"
          aria-label={t('operatorRoles.setupQr')}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p>
          {t('operatorRoles.setupSecret')} <code data-testid="totp-secret">{setup.secret}</code>
        </p>
      </section>
      <section aria-labelledby="setup-confirm">
        <h2 id="setup-confirm">{t('operatorRoles.setupConfirm')}</h2>
        <form className="action" method="post" action="/operator/two-factor/confirm">
          <Csrf token={ctx.csrf} />
          <label>
            {t('operatorRoles.code')}
            <input
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="\d{6}"
              required
              minLength={6}
              maxLength={6}
            />
          </label>
          <button type="submit">{t('operatorRoles.setupSubmit')}</button>
        </form>
      </section>
    </Layout>
  );
}

/** The recovery codes, shown this once. */
export function RecoveryCodesPage({ ctx, codes }: { ctx: PageContext; codes: string[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('operatorRoles.tfTitle')}>
      <h1>{t('operatorRoles.tfTitle')}</h1>
      <Status kind="ok">{t('operatorRoles.enabled')}</Status>
      <section aria-labelledby="codes-title">
        <h2 id="codes-title">{t('operatorRoles.codesTitle')}</h2>
        <p>{t('operatorRoles.codesIntro')}</p>
        <ol className="codes" aria-labelledby="codes-title">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <p>
          <a className="button" href="/operator/">
            {t('operatorRoles.codesDone')}
          </a>
        </p>
      </section>
    </Layout>
  );
}

import { useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '../router';
import type { DialogDeclaration, DialogProps, RemoteModule, WidgetDeclaration } from '../contracts';
import { ThemeProvider } from '../theme';
import { QueryClientProvider, queryClient } from '../query';
import { ToastHost } from '../ui';
import { initI18n } from '../i18n';
import { prefetchBootstrap } from '../bootstrap';
import { startBalancePolling, useSession } from '../session';
import { closeDialogs, openDialog, useUi } from '../ui';

/**
 * Mounts one remote standalone for development, with the same stores, bus, API client and theme as
 * the host, so a vertical team needs nothing else running but the API (proxied at /api and /hub).
 */
export function mountDevShell(remote: RemoteModule, container = document.getElementById('root')): void {
  initI18n();
  void prefetchBootstrap();
  startBalancePolling();
  if (!container) return;
  createRoot(container).render(
    <ThemeProvider withGlobalStyle>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <DevNav remote={remote} />
          <Routes>
            {(remote.routes ?? []).map(({ path, component: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="/__widgets" element={<Widgets remote={remote} />} />
            <Route path="*" element={<p style={{ padding: 16 }}>Not a route of {remote.name}.</p>} />
          </Routes>
          <DevDialogs remote={remote} />
        </BrowserRouter>
      </QueryClientProvider>
      <ToastHost />
    </ThemeProvider>,
  );
}

function DevNav({ remote }: { remote: RemoteModule }) {
  return (
    <nav
      aria-label="dev shell"
      style={{ display: 'flex', gap: 12, padding: 8, flexWrap: 'wrap', fontSize: 13 }}
    >
      <strong>{remote.name} (standalone)</strong>
      {(remote.routes ?? [])
        .filter((r) => !r.path.includes(':'))
        .map((r) => (
          <Link key={r.path} to={r.path.replace('/*', '')}>
            {r.path}
          </Link>
        ))}
      {Object.keys(remote.dialogs ?? {}).map((id) => (
        <button key={id} type="button" onClick={() => openDialog(id as never, undefined as never)}>
          {id}
        </button>
      ))}
      <Link to="/__widgets">widgets</Link>
    </nav>
  );
}

function Widgets({ remote }: { remote: RemoteModule }) {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {Object.entries((remote.widgets ?? {}) as Record<string, WidgetDeclaration>).map(([id, widget]) => {
        const W = widget.component as ComponentType<Record<string, unknown>>;
        return (
          <section key={id} aria-label={id}>
            <h2 style={{ fontSize: 14 }}>{id}</h2>
            <W variant="panel" />
          </section>
        );
      })}
    </div>
  );
}

function DevDialogs({ remote }: { remote: RemoteModule }) {
  const dialog = useUi((s) => s.dialog);
  const hasLogin = useSession((s) => s.hasLogin);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDialogs();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!dialog) return null;
  const entry = (remote.dialogs as Record<string, DialogDeclaration> | undefined)?.[dialog.id];
  if (!entry) return null;
  // The host's dialog manager asks a visitor to log in first; standalone, say so instead.
  if (entry.requiresAuth && !hasLogin) {
    console.info(`[dev-shell] ${dialog.id} requires a login; the host would open account/login first`);
    return null;
  }
  const Dialog = entry.component as ComponentType<DialogProps>;
  return (
    <div
      role="dialog"
      aria-modal="true"
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,.7)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <div
        style={{ background: '#141b2e', maxWidth: 990, width: '100%', maxHeight: '100dvh', overflow: 'auto' }}
      >
        <Dialog key={dialog.key} params={dialog.params as never} close={closeDialogs} />
      </div>
    </div>
  );
}

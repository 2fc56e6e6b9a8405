import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import { uiStore, useUi } from '@playhub/shared/ui';
import { useNoScroll } from '@/hooks/use-no-scroll';
import { Analytics } from '@/features/analytics/analytics';
import { ConsentBanner } from '@/features/consent/components/consent-banner';
import { Footer } from '@/features/footer/components/footer';
import { Header } from '@/features/header/components/header';
import { ProfilePanel } from '@/features/header/components/profile-panel';
import { LiveChat } from '@/features/live-chat/components/live-chat';
import { BottomBar } from '@/features/menus/components/bottom-bar';
import { CompactMenu } from '@/features/menus/components/compact-menu';
import { LeftMenu } from '@/features/menus/components/left-menu';
import { TopMenu } from '@/features/menus/components/top-menu';
import { DomainNotice } from '@/features/notice/components/domain-notice';
import { PopupTrigger } from '@/features/popup/components/popup-trigger';
import { SessionBlockerDialog } from '@/features/session-blockers/components/session-blocker-dialog';
import { MAIN_ID, SkipLink } from './skip-link';
import { DialogManager } from './dialogs/dialog-manager';
import { PageSkeleton } from './routing/page-skeleton';
import { VerticalRoutes } from './routing/vertical-routes';

// Content pages carry the HTML sanitiser: loaded only when one is opened.
const StaticPage = lazy(() =>
  import('@/features/static-pages/components/static-page').then((m) => ({ default: m.StaticPage })),
);

/** The frame of the site: notice, header, the routed page, footer, menus, panels and dialogs. */
export function Frame() {
  const panelsOpen = useUi((s) => s.sidebarOpen || s.profilePanelOpen);
  useNoScroll(panelsOpen);
  useRouteChangeReset();
  return (
    <Layout>
      <SkipLink />
      {/* Early in the tab order, though it shows at the bottom: reachable without crossing the page. */}
      <ConsentBanner />
      <DomainNotice />
      <Header mainNav={<TopMenu />} compactNav={<CompactMenu />} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Routes>
          <Route
            path="/pages/:id"
            element={
              <Suspense fallback={<PageSkeleton />}>
                <StaticPage />
              </Suspense>
            }
          />
          <Route path="*" element={<VerticalRoutes />} />
        </Routes>
      </Main>
      <Footer />
      <BottomBar />
      <LeftMenu />
      <ProfilePanel />
      <DialogManager />
      <SessionBlockerDialog />
      <PopupTrigger />
      <LiveChat />
      <Analytics />
    </Layout>
  );
}

/** A new page starts at the top with the side panels closed. */
function useRouteChangeReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
    const ui = uiStore.getState();
    if (ui.sidebarOpen) ui.setSidebarOpen(false);
    if (ui.profilePanelOpen) ui.setProfilePanelOpen(false);
  }, [pathname]);
}

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  outline: none;
  /* Pages arrive after their vertical loads: keep the footer below the fold meanwhile, so it never
     jumps down when they do (the largest layout shift Lighthouse measured). */
  min-height: 100dvh;
`;

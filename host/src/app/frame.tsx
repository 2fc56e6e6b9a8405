import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { DialogManager } from './dialogs/dialog-manager';
import { VerticalRoutes } from './routing/vertical-routes';
import { ShellHeader } from './shell/shell-header';
import { ShellFooter } from './shell/shell-footer';
import { StaticPage } from './shell/static-page';

/** The frame of the site: header, the routed page, footer and the dialog manager. */
export function Frame() {
  return (
    <Layout>
      <ShellHeader />
      <Main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/pages/:id" element={<StaticPage />} />
          <Route path="*" element={<VerticalRoutes />} />
        </Routes>
      </Main>
      <ShellFooter />
      <DialogManager />
    </Layout>
  );
}

const Layout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  outline: none;
`;

import { screen } from '@testing-library/react';
import { Route, Routes } from '@playhub/shared/router';
import { fakeApi } from '@playhub/shared/testing';
import { renderHost } from '@/test/render-host';
import { StaticPage } from './static-page';

const list = {
  data: [
    { id: 1, title: 'Terms and Conditions' },
    { id: 2, title: 'Privacy Policy' },
  ],
};

function renderPage(route: string) {
  return renderHost(
    <Routes>
      <Route path="/pages/:id" element={<StaticPage />} />
    </Routes>,
    { route },
  );
}

it('renders the content page with sanitised HTML and the static page menu', async () => {
  fakeApi({
    'POST cms/contentlist': list,
    'POST cms/page': {
      data: {
        id: 1,
        title: 'Terms and Conditions',
        content:
          '<h2>Terms and Conditions</h2><p>Accept the terms.</p><script>window.hacked=1</script><img src=x onerror="window.hacked=1">',
      },
    },
  });
  renderPage('/pages/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
  expect(screen.getByText('Accept the terms.')).toBeInTheDocument();
  // The content's own leading title is not printed a second time (issue 17.11).
  expect(screen.getAllByRole('heading', { name: 'Terms and Conditions' })).toHaveLength(1);
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  const menu = await screen.findByRole('navigation', { name: 'Pages' });
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/pages/2');
  expect(menu).toBeInTheDocument();
});

it('an unknown id shows the not-found state', async () => {
  fakeApi({
    'POST cms/contentlist': list,
    'POST cms/page': { status: 404, success: false, message: 'Page not found' },
  });
  renderPage('/pages/999');
  expect(await screen.findByTestId('static-page-missing')).toBeInTheDocument();
});

it('a malformed id shows the not-found state without a call for the page', async () => {
  const api = fakeApi({ 'POST cms/contentlist': list, 'POST cms/page': { data: null } });
  renderPage('/pages/abc');
  expect(screen.getByTestId('static-page-missing')).toBeInTheDocument();
  await screen.findByRole('navigation', { name: 'Pages' });
  expect(api.called('POST cms/page')).toHaveLength(0);
});

import { screen } from '@testing-library/react';
import { Route, Routes } from '@playhub/shared/router';
import { renderHost } from '@/test/render-host';
import { StaticPage } from './static-page';

function respond(routes: Record<string, { status: number; body: unknown }>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
    const hit = routes[path] ?? { status: 404, body: { success: false, message: 'nope', data: null } };
    // jsdom has no Response: the client only needs these members.
    return {
      ok: hit.status < 400,
      status: hit.status,
      statusText: '',
      url: path,
      json: async () => hit.body,
    } as Response;
  }) as typeof fetch;
}

const list = {
  status: 200,
  body: {
    success: true,
    message: '',
    data: [
      { id: 1, title: 'Terms and Conditions' },
      { id: 2, title: 'Privacy Policy' },
    ],
  },
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
  respond({
    'cms/contentlist': list,
    'cms/page': {
      status: 200,
      body: {
        success: true,
        message: '',
        data: {
          id: 1,
          title: 'Terms and Conditions',
          content:
            '<h2>Terms and Conditions</h2><p>Accept the terms.</p><script>window.hacked=1</script><img src=x onerror="window.hacked=1">',
        },
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
  respond({
    'cms/contentlist': list,
    'cms/page': { status: 404, body: { success: false, message: 'Page not found', data: null } },
  });
  renderPage('/pages/999');
  expect(await screen.findByTestId('static-page-missing')).toBeInTheDocument();
});

it('a malformed id shows the not-found state without a call for the page', async () => {
  respond({ 'cms/contentlist': list });
  renderPage('/pages/abc');
  expect(screen.getByTestId('static-page-missing')).toBeInTheDocument();
  await screen.findByRole('navigation', { name: 'Pages' });
  expect((global.fetch as jest.Mock).mock.calls.some(([u]) => String(u).endsWith('cms/page'))).toBe(false);
});

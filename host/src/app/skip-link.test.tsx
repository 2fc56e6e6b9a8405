import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@playhub/shared/router';
import { renderHost } from '@/test/render-host';
import { MAIN_ID, SkipLink } from './skip-link';

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="where">{pathname + hash}</output>;
}

it('"Skip to content" focuses the main landmark and stays on the page (issue 17.4)', async () => {
  renderHost(
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1}>
        live casino
      </main>
      <Where />
    </>,
    { route: '/casino/live' },
  );
  const link = screen.getByRole('link', { name: 'Skip to content' });
  // Not "#main": with <base href="/"> that is the home page.
  expect(link).toHaveAttribute('href', '/casino/live#main');
  await userEvent.click(link);
  expect(screen.getByRole('main')).toHaveFocus();
  expect(screen.getByLabelText('where')).toHaveTextContent(/^\/casino\/live$/);
});

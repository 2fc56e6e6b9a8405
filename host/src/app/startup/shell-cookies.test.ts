import { syncShellCookies } from './shell-cookies';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=')),
  );

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

it('tells the server the page’s language, Turkish until one is chosen', () => {
  syncShellCookies();
  expect(cookies()).toEqual({ playhub_lang: 'tr' });
  localStorage.setItem('lang', 'en');
  syncShellCookies();
  expect(cookies()).toEqual({ playhub_lang: 'en' });
});

it('tells the server the domain notice was dismissed on this device', () => {
  localStorage.setItem('topNotifyRead', 'true');
  syncShellCookies();
  expect(cookies()).toEqual({ playhub_lang: 'tr', playhub_notice: 'read' });
});

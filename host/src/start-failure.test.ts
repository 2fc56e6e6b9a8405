import { localizeBootText, showStartFailure } from './start-failure';

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><div id="boot" role="status">Loading…</div></div>';
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('the start-up placeholder speaks Turkish by default and English when chosen', () => {
  localizeBootText();
  expect(document.getElementById('boot')).toHaveTextContent('Yükleniyor…');
  localStorage.setItem('lang', 'en');
  localizeBootText();
  expect(document.getElementById('boot')).toHaveTextContent('Loading…');
});

test('a failed start replaces "Loading…" with what happened and a focused way to try again', () => {
  localStorage.setItem('lang', 'en');
  showStartFailure(new Error('Loading chunk 42 failed'));
  const alert = document.querySelector('[role="alert"]');
  expect(alert).toHaveTextContent('The site could not start');
  expect(document.getElementById('boot')).toBeNull();
  const retry = alert?.querySelector('button');
  expect(retry).toHaveTextContent('Try again');
  expect(document.activeElement).toBe(retry);
  expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.any(Error));
});

test('in Turkish', () => {
  showStartFailure(new Error('offline'));
  expect(document.querySelector('[role="alert"]')).toHaveTextContent('Site açılamadı');
  expect(document.documentElement.lang).toBe('tr');
});

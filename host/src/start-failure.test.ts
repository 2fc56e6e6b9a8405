import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizeBootText, showStartFailure } from './start-failure';

beforeEach(() => {
  // As the server paints it (host/src/index.html): the shell's boxes and its spoken status.
  document.body.innerHTML =
    '<div id="root"><div id="boot"><div class="shell-header"></div><p id="boot-status" role="status">Yükleniyor…</p></div></div>';
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('the start-up status speaks Turkish by default and English when chosen, the painted view kept', () => {
  localStorage.setItem('lang', 'en');
  localizeBootText();
  expect(document.getElementById('boot-status')).toHaveTextContent('Loading…');
  localStorage.setItem('lang', 'tr');
  localizeBootText();
  expect(document.getElementById('boot-status')).toHaveTextContent('Yükleniyor…');
  expect(document.querySelector('#boot .shell-header')).not.toBeNull();
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

test('the page’s own script says "Loading…" in the stored language before the first paint (issue 33)', () => {
  // The inline script of host/src/index.html, run as the browser runs it right after the status.
  const html = readFileSync(join(__dirname, 'index.html'), 'utf8');
  const inline = /<p id="boot-status"[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(inline).toBeDefined();
  document.documentElement.lang = 'tr';
  localStorage.setItem('lang', 'en');
  new Function(inline!)();
  expect(document.getElementById('boot-status')).toHaveTextContent('Loading…');
  expect(document.documentElement.lang).toBe('en');
  localStorage.clear();
  document.getElementById('boot-status')!.textContent = 'Server text';
  new Function(inline!)();
  expect(document.getElementById('boot-status')).toHaveTextContent('Server text');
});

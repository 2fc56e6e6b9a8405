import { i18n } from '@playhub/shared/i18n';
import { uiStore } from '@playhub/shared/ui';
import { bootstrapFixture } from '@/test/fixtures';
import { applyBootstrap, applyLateBootstrap, withCap } from './apply-bootstrap';

beforeEach(() => {
  localStorage.clear();
  uiStore.getState().reset();
});

it('uses the stored language, else the bootstrap language', () => {
  applyBootstrap(bootstrapFixture({ language: 'en' }));
  expect(i18n.language).toBe('en');
  localStorage.setItem('lang', 'tr');
  applyBootstrap(bootstrapFixture({ language: 'en' }));
  expect(i18n.language).toBe('tr');
});

it('merges server translations and sets the trial bonus amount', () => {
  applyBootstrap(
    bootstrapFixture({
      language: 'en',
      trialBonusAmount: 75,
      translationList: [{ key: 'home.welcome', value: 'Hi there' }],
    }),
  );
  expect(i18n.t('common:home.welcome')).toBe('Hi there');
  expect(uiStore.getState().trialBonusAmount).toBe(75);
  expect(i18n.t('host:nav.login')).toBe('Login');
});

it('a failed bootstrap still initialises i18n with the host texts (tr by default)', () => {
  applyBootstrap(null);
  expect(i18n.language).toBe('tr');
  expect(i18n.t('host:nav.login')).toBe('Giriş');
});

it('a late bootstrap merges its texts into the current language', () => {
  applyBootstrap(null);
  applyLateBootstrap(bootstrapFixture({ translationList: [{ key: 'support.hours', value: '7/24' }] }));
  expect(i18n.t('common:support.hours')).toBe('7/24');
});

it('withCap gives up after the cap and swallows failures', async () => {
  jest.useFakeTimers();
  const slow = withCap(new Promise(() => undefined), 100);
  jest.advanceTimersByTime(100);
  await expect(slow).resolves.toBeNull();
  jest.useRealTimers();
  await expect(withCap(Promise.reject(new Error('x')), 100)).resolves.toBeNull();
  await expect(withCap(Promise.resolve(5), 100)).resolves.toBe(5);
});

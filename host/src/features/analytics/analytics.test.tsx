import { act } from '@testing-library/react';
import { writeConsent } from '@playhub/shared/storage';
import { bootstrapFixture } from '@/test/fixtures';
import { renderHost } from '@/test/render-host';
import { Analytics } from './analytics';
import { containerId } from './model/container-id';

const withContainer = (value: string) =>
  bootstrapFixture({ siteOption: [{ key: 'analyticsContainerId', value, status: true }] });
const scripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

it('the container is used only in production builds and only when it is a valid id', () => {
  expect(containerId(withContainer(' gtm-abc1234 '), true)).toBe('GTM-ABC1234');
  expect(containerId(withContainer('GTM-ABC1234'), false)).toBeNull();
  expect(containerId(withContainer('UA-1234'), true)).toBeNull();
  expect(containerId(bootstrapFixture(), true)).toBeNull();
  expect(containerId(null, true)).toBeNull();
});

it('with consent it starts one container after the page settles, even if consent is given twice', () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  jest.useFakeTimers();
  try {
    writeConsent('accepted');
    renderHost(<Analytics />, { bootstrap: withContainer('GTM-ABC1234') });
    act(() => jest.advanceTimersByTime(2000));
    expect(scripts()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(scripts()).toHaveLength(1);
    // Withdrawn and given again on the same page: what is loaded stays, nothing starts twice.
    act(() => writeConsent('rejected'));
    act(() => writeConsent('accepted'));
    act(() => jest.advanceTimersByTime(5000));
    expect(scripts()).toHaveLength(1);
  } finally {
    process.env.NODE_ENV = nodeEnv;
    jest.useRealTimers();
  }
});

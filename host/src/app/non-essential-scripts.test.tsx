// The consent banner as the frame composes it with the non-essential scripts (features meet in app/).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores } from '@playhub/shared/testing';
import { Analytics } from '@/features/analytics/analytics';
import { LiveChat } from '@/features/live-chat/components/live-chat';
import { bootstrapFixture } from '@/test/fixtures';
import { renderHost } from '@/test/render-host';
import { ConsentBanner } from '@/features/consent/components/consent-banner';

// The frame's non-essential scripts with everything configured, in a production build: only the
// player's answer decides whether they load.
const configured = bootstrapFixture({
  siteOption: [
    { key: 'analyticsContainerId', value: 'GTM-ABC1234', status: true },
    { key: 'chatLicenseId', value: '12345678', status: true },
    { key: 'chatGroupId', value: '2', status: true },
  ],
});
const tagManager = () => document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
const liveChat = () => document.querySelector('script[src="https://cdn.livechatinc.com/tracking.js"]');
const LONG_AFTER_SETTLING_MS = 30_000;

const nodeEnv = process.env.NODE_ENV;
beforeEach(() => {
  resetStores();
  jest.useFakeTimers();
  process.env.NODE_ENV = 'production';
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  jest.useRealTimers();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

function renderFrameParts() {
  renderHost(
    <>
      <ConsentBanner />
      <Analytics />
      <LiveChat />
    </>,
    { bootstrap: configured },
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

it('nothing non-essential loads before an answer, nor after Reject', async () => {
  const user = renderFrameParts();
  act(() => jest.advanceTimersByTime(LONG_AFTER_SETTLING_MS));
  expect(tagManager()).toBeNull();
  expect(liveChat()).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  act(() => jest.advanceTimersByTime(LONG_AFTER_SETTLING_MS));
  expect(tagManager()).toBeNull();
  expect(liveChat()).toBeNull();
});

// Last in this file: the live chat loader keeps its (never finishing, in jsdom) load for the page.
it('Accept loads analytics and live chat on this page, without a reload', async () => {
  const user = renderFrameParts();
  act(() => jest.advanceTimersByTime(LONG_AFTER_SETTLING_MS));
  expect(tagManager()).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  act(() => jest.advanceTimersByTime(LONG_AFTER_SETTLING_MS));
  expect(tagManager()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  expect(liveChat()).not.toBeNull();
  expect(window.__lc).toMatchObject({ license: 12345678, group: 2 });
});

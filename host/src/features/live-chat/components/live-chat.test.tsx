import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '@playhub/kit/ui-kit';
import { isConsentAsked, writeConsent } from '@playhub/shared/storage';
import { openChat } from '@playhub/shared/ui';
import { bootstrapFixture } from '@/test/fixtures';
import { renderHost } from '@/test/render-host';
import { chatConfig } from '../model/chat-config';
import { LiveChat } from './live-chat';

const withChat = bootstrapFixture({
  siteOption: [
    { key: 'chatLicenseId', value: '12345678', status: true },
    { key: 'chatGroupId', value: '2', status: true },
  ],
});

it('chat is configured only in production with a license id', () => {
  expect(chatConfig(withChat, true)).toEqual({ license: 12345678, group: 2 });
  expect(chatConfig(withChat, false)).toBeNull();
  expect(chatConfig(bootstrapFixture(), true)).toBeNull();
  expect(
    chatConfig(
      bootstrapFixture({ siteOption: [{ key: 'chatLicenseId', value: 'abc', status: true }] }),
      true,
    ),
  ).toBeNull();
  expect(chatConfig(null, true)).toBeNull();
});

it('openChat without live chat offers the call-request form instead', async () => {
  renderHost(
    <>
      <LiveChat />
      <ToastHost />
    </>,
    { bootstrap: bootstrapFixture() },
  );
  act(() => openChat());
  expect(await screen.findByTestId('chat-unavailable')).toHaveTextContent(
    'Live chat is not available right now',
  );
  expect(screen.getByRole('button', { name: 'Call Request' })).toBeInTheDocument();
});

it('openChat while chat waits for consent says so and offers the cookie settings', async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    writeConsent('rejected');
    renderHost(
      <>
        <LiveChat />
        <ToastHost />
      </>,
      { bootstrap: withChat },
    );
    act(() => openChat());
    expect(await screen.findByTestId('chat-unavailable')).toHaveTextContent(
      'Live chat loads only if you accept non-essential cookies',
    );
    expect(document.querySelector('script[src*="livechatinc"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(isConsentAsked()).toBe(true);
    expect(screen.getByRole('button', { name: 'Call Request' })).toBeInTheDocument();
  } finally {
    process.env.NODE_ENV = nodeEnv;
    writeConsent('rejected'); // closes the question asked again, which lives for the page
  }
});

import { act, screen } from '@testing-library/react';
import { resetStores, signIn } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import { ResendTimer, SendWait } from './resend-timer';
import { resetCodeCooldowns, useCodeCooldown } from './sms-verify/code-cooldown';

function Harness({ onResend }: { onResend: () => void }) {
  const cooldown = useCodeCooldown();
  return (
    <ResendTimer
      secondsLeft={cooldown.left}
      onResend={() => {
        onResend();
        cooldown.start();
      }}
    />
  );
}

function Waiting() {
  const cooldown = useCodeCooldown();
  return (
    <>
      <button type="button" onClick={() => cooldown.start()}>
        sent
      </button>
      <SendWait secondsLeft={cooldown.left} />
    </>
  );
}

describe('60 s resend timer (Requirements §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetStores();
    resetCodeCooldowns();
    signIn({ username: 'demo' });
  });
  afterEach(() => jest.useRealTimers());

  it("counts down from 60, then offers \"Didn't get a code ?\" with 'Click to resend', which restarts it", () => {
    const onResend = jest.fn();
    renderAccount(<Harness onResend={onResend} />);
    act(() => screen.getByRole('button', { name: 'Click to resend' }).click());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 60 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('59 s');
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 s');
    expect(screen.queryByRole('button', { name: 'Click to resend' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText("Didn't get a code ?")).toBeInTheDocument();
  });

  it('one wait per player: every form of the player shows the same countdown (issue 17.9)', () => {
    renderAccount(
      <>
        <Waiting />
        <Harness onResend={jest.fn()} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'sent' }).click());
    const timers = screen.getAllByRole('timer');
    expect(timers).toHaveLength(2);
    expect(timers[0]).toHaveTextContent('You can ask for a new code in 60 s');
    expect(screen.getByText('We send one code a minute, whichever number you enter.')).toBeInTheDocument();
    expect(timers[1]).toHaveTextContent('Resend code in 60 s');
  });

  it('reads in Turkish as the time left, not "do not resend" (issue 17.9)', () => {
    renderAccount(<Harness onResend={jest.fn()} />, { lang: 'tr' });
    act(() => screen.getByRole('button', { name: 'Yeniden göndermek için tıklayın' }).click());
    expect(screen.getByRole('timer')).toHaveTextContent('Yeni kod için kalan süre: 60 sn');
  });
});

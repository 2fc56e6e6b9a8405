import { act, screen } from '@testing-library/react';
import { useCountdown } from './use-countdown';
import { ResendTimer } from './resend-timer';
import { renderAccount } from '@/test/render';

function Harness({ onResend }: { onResend: () => void }) {
  const timer = useCountdown(60);
  return (
    <ResendTimer
      secondsLeft={timer.left}
      onResend={() => {
        onResend();
        timer.restart();
      }}
    />
  );
}

describe('60 s resend timer (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("counts down from 60, then offers \"Didn't get a code ?\" with 'Click to resend', which restarts it", () => {
    const onResend = jest.fn();
    renderAccount(<Harness onResend={onResend} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 60 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('59 s');
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 s');
    expect(screen.queryByRole('button', { name: 'Click to resend' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText("Didn't get a code ?")).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Click to resend' }).click());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('60 s');
  });
});

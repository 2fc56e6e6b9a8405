import { takeActivity, watchActivity } from './activity';

describe('the player’s activity (sessions renew only while the player uses the page)', () => {
  it('counts input since the last question, then forgets it', () => {
    const stop = watchActivity(window);
    takeActivity();
    expect(takeActivity()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(takeActivity()).toBe(true);
    expect(takeActivity()).toBe(false);
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(takeActivity()).toBe(false);
  });

  it('counts a focused game or sportsbook frame as activity (its input never reaches the page)', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    frame.focus();
    expect(takeActivity()).toBe(true);
    frame.remove();
    expect(takeActivity()).toBe(false);
  });
});

// The scheduler of the API's background jobs (auto-approval, canary checks, field-data retention).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startPeriodic } from '../src/services/periodic.js';

/** A job whose runs must not fail. */
const unexpected = (err: unknown) => assert.fail(`a run failed: ${String(err)}`);

/** A promise with its resolve, to hold a run open until the test lets it end. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

test('runs after its first delay, then again after each run has ended, never two at once', async () => {
  let runs = 0;
  let inside = 0;
  let most = 0;
  const hold = gate();
  const stop = startPeriodic(
    async () => {
      runs += 1;
      inside += 1;
      most = Math.max(most, inside);
      if (runs === 1) await hold.closed;
      inside -= 1;
    },
    { firstDelayMs: 0, everyMs: 1, onError: unexpected },
  );
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(runs, 1, 'the next run waits for the one in progress');
  hold.open();
  while (runs < 3) await new Promise((r) => setTimeout(r, 5));
  await stop();
  assert.equal(most, 1);
});

test('a failed run is reported and the job carries on', async () => {
  const errors: unknown[] = [];
  let runs = 0;
  const stop = startPeriodic(
    async () => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
    },
    { firstDelayMs: 0, everyMs: 1, onError: (err) => errors.push(err) },
  );
  while (runs < 2) await new Promise((r) => setTimeout(r, 5));
  await stop();
  assert.equal(errors.length, 1);
  assert.match(String(errors[0]), /first run fails/);
});

test('stopping aborts the run’s signal and settles once the run in progress has ended; nothing runs after', async () => {
  const hold = gate();
  let started = false;
  let ended = false;
  let runs = 0;
  let aborted = false;
  const stop = startPeriodic(
    async (stopping) => {
      runs += 1;
      started = true;
      await hold.closed;
      aborted = stopping.aborted;
      ended = true;
    },
    { firstDelayMs: 0, everyMs: 1, onError: unexpected },
  );
  while (!started) await new Promise((r) => setTimeout(r, 5));
  const stopped = stop();
  setTimeout(hold.open, 20);
  await stopped;
  assert.ok(ended, 'stop waited for the run');
  assert.ok(aborted, 'the run saw the stop');
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(runs, 1);
});

test('stopped before its first run, it never runs', async () => {
  let runs = 0;
  const stop = startPeriodic(
    async () => {
      runs += 1;
    },
    { firstDelayMs: 10, everyMs: 10, onError: unexpected },
  );
  await stop();
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(runs, 0);
});

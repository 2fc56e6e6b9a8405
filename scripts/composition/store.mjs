// The deployed composition.json as its writers change it (issues 10 and 21): read, rewritten
// atomically under a lock, every change appended to composition.history.jsonl beside it. One
// implementation for the operator CLI (scripts/composition.mjs) and the API (the automatic canary
// abort, api/src/services/rollout), so both writers take the same lock and keep one history.
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';

/**
 * A refusal with a message for the operator (thrown, so a lock is always released). The message is
 * the CLI's (English); `code` and `params`, when given, let a page word it in its own language
 * (the operator console: `console.refusal.<code>` in the API's messages).
 */
export class Refusal extends Error {
  constructor(message, code, params = {}) {
    super(message);
    this.code = code;
    this.params = params;
  }
}

/** Throws a {@link Refusal}. */
export function fail(message, code, params) {
  throw new Refusal(message, code, params);
}

/** The composition file at `path` with its lock and history. */
export function openStore(path) {
  const file = resolve(path);
  const dir = dirname(file);
  const historyFile = join(dir, 'composition.history.jsonl');
  const lockFile = `${file}.lock`;

  function read() {
    if (!existsSync(file))
      fail(
        `${file} does not exist (run npm start or node scripts/build-site.mjs first)`,
        'compositionUnreadable',
      );
    let value;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(`${file} is not valid JSON: ${error.message}`, 'compositionUnreadable');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      fail(`${file} is not a JSON object`, 'compositionUnreadable');
    return value;
  }

  function write(composition) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fd = openSync(temp, 'w', 0o644);
    try {
      writeSync(fd, JSON.stringify(composition, null, 2) + '\n');
      // On disk before the rename, so a crash never leaves a truncated composition.json behind.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  }

  /** One writer at a time: two operators (or an operator and the API) must not lose a change. */
  async function withLock(fn) {
    for (let attempt = 0; ; attempt++) {
      try {
        closeSync(openSync(lockFile, 'wx'));
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        // A lock older than a minute is left over from a crashed run.
        const stale = Date.now() - statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs > 60_000;
        if (stale) rmSync(lockFile, { force: true });
        else if (attempt > 100) fail(`${lockFile} is held by another change; try again`, 'locked');
        else await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
    try {
      return await fn();
    } finally {
      rmSync(lockFile, { force: true });
    }
  }

  function history() {
    if (!existsSync(historyFile)) return [];
    return readFileSync(historyFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return []; // a torn last line must not hide the rest of the log
        }
      });
  }

  function record(change, user) {
    appendFileSync(
      historyFile,
      JSON.stringify({
        at: new Date().toISOString(),
        user: user ?? process.env.USER ?? 'operator',
        ...change,
      }) + '\n',
    );
  }

  /**
   * Reads, changes and writes the file under the lock. `fn` edits the composition it is given and
   * returns the history line, or nothing when there is nothing to change (nothing is written).
   */
  async function change(fn, user) {
    return withLock(async () => {
      const composition = read();
      const line = await fn(composition);
      if (!line) return null;
      write(composition);
      record(line, user);
      return line;
    });
  }

  return { file, dir, historyFile, read, write, withLock, history, record, change };
}

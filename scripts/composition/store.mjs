// The composition store (issues 10, 21 and 30): the composition players are served, its version
// and its history, read and changed by the operator CLI (scripts/composition.mjs), the API's console
// and the automatic canary abort (api/src/services/rollout). Two implementations of one interface
// (store.d.mts `CompositionStore`): this file's, composition.json rewritten atomically under a lock
// with composition.history.jsonl beside it (`npm start`, PGlite: one instance), and the database's
// (db-store.mjs: PostgreSQL, several replicas and the CLI).
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

/** A history line (or a composition) larger than this is refused: nobody types that much. */
export const MAX_LINE_BYTES = 16 * 1024;
export const MAX_COMPOSITION_BYTES = 512 * 1024;

/** Control characters (terminal escapes, line breaks) never reach an operator's table or terminal. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A history line as stored: its text fields without control characters, refused when huge (a
 * change's reason is free text typed by an operator).
 */
export function cleanLine(line, user) {
  const clean = (value) => (typeof value === 'string' ? value.replace(CONTROL, ' ') : value);
  const out = Object.fromEntries(Object.entries(line).map(([k, v]) => [k, clean(v)]));
  const size = Buffer.byteLength(JSON.stringify(out));
  if (size > MAX_LINE_BYTES)
    fail(`the change is too large to record (${size} bytes, at most ${MAX_LINE_BYTES})`, 'tooLarge', {
      bytes: size,
    });
  return { out, user: clean(String(user ?? process.env.USER ?? 'operator')).slice(0, 100) };
}

/** Refuses a composition that is not an object of entries, or that is huge. */
export function checkComposition(composition) {
  if (typeof composition !== 'object' || composition === null || Array.isArray(composition))
    fail('a composition is a JSON object of entries', 'compositionUnreadable');
  const size = Buffer.byteLength(JSON.stringify(composition));
  if (size > MAX_COMPOSITION_BYTES)
    fail(`the composition would be too large (${size} bytes, at most ${MAX_COMPOSITION_BYTES})`, 'tooLarge', {
      bytes: size,
    });
}

/** The refusal of a change reviewed against another version of the composition. */
export function changedMeanwhile(expected, version) {
  return fail(
    `the composition changed meanwhile (version ${version}, this change was made against ${expected}): look again and repeat it`,
    'changedMeanwhile',
    { expected, version },
  );
}

/** The default market (issue 30, item 4): its composition is composition.json itself. */
export const DEFAULT_MARKET = 'tr';
/** A market's code, as the API's `markets` table allows it. */
export const MARKET_CODE = /^[a-z][a-z0-9-]{1,15}$/;

/**
 * The composition file at `path` with its lock and history: one instance (or several on one
 * machine) and the CLI. Its version is the number of lines in the history. Another `market` than
 * the default has its own files beside it: composition.<market>.json and its history.
 */
export function openStore(path, market = DEFAULT_MARKET) {
  if (!MARKET_CODE.test(market)) fail(`"${market}" is not a market`, 'unknownMarket', { market });
  const own = market !== DEFAULT_MARKET;
  const file = own ? join(dirname(resolve(path)), `composition.${market}.json`) : resolve(path);
  const dir = dirname(file);
  const historyFile = join(dir, own ? `composition.${market}.history.jsonl` : 'composition.history.jsonl');
  const lockFile = `${file}.lock`;

  function readFile() {
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

  function historySync() {
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

  function append(change, user) {
    const { out, user: who } = cleanLine(change, user);
    appendFileSync(historyFile, JSON.stringify({ at: new Date().toISOString(), user: who, ...out }) + '\n');
  }

  /**
   * Reads, changes and writes the file under the lock. `fn` edits the composition it is given and
   * returns the history line, or nothing when there is nothing to change (nothing is written).
   * `expectVersion`: refused ("changed meanwhile") when the file's version is another.
   */
  async function change(fn, user, { expectVersion } = {}) {
    return withLock(async () => {
      const composition = readFile();
      const lines = historySync();
      if (expectVersion !== undefined && expectVersion !== lines.length)
        changedMeanwhile(expectVersion, lines.length);
      const line = await fn(composition, { history: async () => lines, version: lines.length });
      if (!line) return null;
      checkComposition(composition);
      cleanLine(line, user);
      write(composition);
      append(line, user);
      return { ...line, version: lines.length + 1 };
    });
  }

  return {
    kind: 'file',
    market,
    file,
    dir,
    historyFile,
    read: async () => readFile(),
    history: async () => historySync(),
    version: async () => historySync().length,
    /** Appends a line that changes nothing in the composition (`publish`). */
    record: async (line, user) => withLock(() => append(line, user)),
    change,
    /** Writes the first composition when there is none; resolves false when there already was one. */
    async init(composition, line, user) {
      if (existsSync(file)) return false;
      return withLock(async () => {
        if (existsSync(file)) return false;
        checkComposition(composition);
        write(composition);
        append(line, user);
        return true;
      });
    },
    close: async () => undefined,
  };
}

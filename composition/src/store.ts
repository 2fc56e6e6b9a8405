// The composition store (issues 10, 21 and 30): the composition players are served, its version
// and its history, read and changed by the operator CLI (scripts/composition.mjs), the API's console
// and the automatic canary abort (api/src/services/rollout). Two implementations of one interface
// (`CompositionStore` below): this file's, composition.json rewritten atomically under a lock
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
import { fail } from './refusal';
import { MAX_COMPOSITION_BYTES, compositionFile, type CompositionFile } from './schema';

export { Refusal, fail } from './refusal';
export { MAX_COMPOSITION_BYTES } from './schema';
export type { Candidate, CompositionFile } from './schema';

/** One line of composition.history.jsonl (besides `at` and `user`). */
export interface HistoryLine {
  action: string;
  vertical: string;
  from: string | null;
  to: string;
  reason?: string;
  [key: string]: unknown;
}
/** A history line as read back: who and when, and the composition version it made (if any). */
export type StoredLine = HistoryLine & { at: string; user: string; version?: number };
/** What a change's edit is given besides the composition: the history as of this change. */
export interface ChangeContext {
  history(): Promise<StoredLine[]>;
  /** The composition's version the change starts from. */
  version: number;
}
/** A change's edit: edits the composition it is given, returns the history line (or nothing to change). */
export type ChangeFn = (
  composition: CompositionFile,
  context: ChangeContext,
) => Promise<HistoryLine | null | undefined> | HistoryLine | null | undefined;

/**
 * Where the composition lives (issue 30, item 2): a file with a lock (`openStore`, one instance) or
 * the database (`openDatabaseStore`, replicas and the CLI). Every change increments `version`; a
 * change made against another version (`expectVersion`) is refused with code `changedMeanwhile`.
 */
export interface CompositionStore {
  readonly kind: 'file' | 'database';
  /** The folder of the deployed site's manifests and release records (beside composition.json). */
  readonly dir: string;
  read(): Promise<CompositionFile>;
  history(): Promise<StoredLine[]>;
  version(): Promise<number>;
  /** Records a line that changes nothing in the composition (`publish`). */
  record(change: HistoryLine, user?: string): Promise<void>;
  /**
   * Runs `fn` on the current composition under the store's lock; writes it and its history line
   * when `fn` returns one (null: nothing to change, nothing written). Resolves with the line and
   * the new version.
   */
  change(
    fn: ChangeFn,
    user?: string,
    options?: { expectVersion?: number },
  ): Promise<(HistoryLine & { version: number }) | null>;
  /** Writes the first composition when there is none; false when there already was one. */
  init(composition: CompositionFile, line: HistoryLine, user?: string): Promise<boolean>;
  close(): Promise<void>;
}
/** The file store's extras. */
export interface Store extends CompositionStore {
  readonly kind: 'file';
  readonly market: string;
  readonly file: string;
  readonly historyFile: string;
}

/** A history line larger than this is refused: nobody types that much. */
export const MAX_LINE_BYTES = 16 * 1024;

/** Control characters (terminal escapes, line breaks) never reach an operator's table or terminal. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A history line as stored: its text fields without control characters, refused when huge (a
 * change's reason is free text typed by an operator).
 */
export function cleanLine(line: HistoryLine, user?: string): { out: HistoryLine; user: string } {
  const clean = <T>(value: T): T => (typeof value === 'string' ? value.replace(CONTROL, ' ') : value) as T;
  const out = Object.fromEntries(Object.entries(line).map(([k, v]) => [k, clean(v)])) as HistoryLine;
  const size = Buffer.byteLength(JSON.stringify(out));
  if (size > MAX_LINE_BYTES)
    fail(`the change is too large to record (${size} bytes, at most ${MAX_LINE_BYTES})`, 'tooLarge', {
      bytes: size,
    });
  return { out, user: clean(String(user ?? process.env.USER ?? 'operator')).slice(0, 100) };
}

/**
 * Refuses a composition that is not an object of entries (by the schema: a vertical's name, an
 * object, a well-formed candidate if any), or that is huge.
 */
export function checkComposition(composition: unknown): asserts composition is CompositionFile {
  if (typeof composition !== 'object' || composition === null || Array.isArray(composition))
    fail('a composition is a JSON object of entries', 'compositionUnreadable');
  const parsed = compositionFile.safeParse(composition);
  if (!parsed.success)
    fail(
      `a composition is a JSON object of entries (${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')})`,
      'compositionUnreadable',
    );
  const size = Buffer.byteLength(JSON.stringify(composition));
  if (size > MAX_COMPOSITION_BYTES)
    fail(`the composition would be too large (${size} bytes, at most ${MAX_COMPOSITION_BYTES})`, 'tooLarge', {
      bytes: size,
    });
}

/** The refusal of a change reviewed against another version of the composition. */
export function changedMeanwhile(expected: number, version: number): never {
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
export function openStore(path: string, market: string = DEFAULT_MARKET): Store {
  if (!MARKET_CODE.test(market)) fail(`"${market}" is not a market`, 'unknownMarket', { market });
  const own = market !== DEFAULT_MARKET;
  const file = own ? join(dirname(resolve(path)), `composition.${market}.json`) : resolve(path);
  const dir = dirname(file);
  const historyFile = join(dir, own ? `composition.${market}.history.jsonl` : 'composition.history.jsonl');
  const lockFile = `${file}.lock`;

  function readFile(): CompositionFile {
    if (!existsSync(file))
      fail(
        `${file} does not exist (run npm start or node scripts/build-site.mjs first)`,
        'compositionUnreadable',
      );
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(`${file} is not valid JSON: ${(error as Error).message}`, 'compositionUnreadable');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      fail(`${file} is not a JSON object`, 'compositionUnreadable');
    return value as CompositionFile;
  }

  function write(composition: CompositionFile) {
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
  async function withLock<T>(fn: () => T | Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        closeSync(openSync(lockFile, 'wx'));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A lock older than a minute is left over from a crashed run.
        const stale =
          Date.now() - (statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > 60_000;
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

  function historySync(): StoredLine[] {
    if (!existsSync(historyFile)) return [];
    return readFileSync(historyFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as StoredLine];
        } catch {
          return []; // a torn last line must not hide the rest of the log
        }
      });
  }

  function append(change: HistoryLine, user?: string) {
    const { out, user: who } = cleanLine(change, user);
    appendFileSync(historyFile, JSON.stringify({ at: new Date().toISOString(), user: who, ...out }) + '\n');
  }

  /**
   * Reads, changes and writes the file under the lock. `fn` edits the composition it is given and
   * returns the history line, or nothing when there is nothing to change (nothing is written).
   * `expectVersion`: refused ("changed meanwhile") when the file's version is another.
   */
  const change: CompositionStore['change'] = async (fn, user, { expectVersion } = {}) => {
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
  };

  return {
    kind: 'file' as const,
    market,
    file,
    dir,
    historyFile,
    read: async () => readFile(),
    history: async () => historySync(),
    version: async () => historySync().length,
    /** Appends a line that changes nothing in the composition (`publish`). */
    record: async (line: HistoryLine, user?: string) => withLock(() => append(line, user)),
    change,
    /** Writes the first composition when there is none; resolves false when there already was one. */
    async init(composition: CompositionFile, line: HistoryLine, user?: string) {
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

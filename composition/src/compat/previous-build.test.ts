import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previousBuild } from './previous-build';

const commit = 'a'.repeat(40);

describe("a release's build kept in the machine's cache", () => {
  let root: string;
  let cache: string;
  const saved = process.env.PLAYHUB_RELEASE_CACHE;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'compat-root-')); // no repository: a build would fail
    cache = mkdtempSync(join(tmpdir(), 'compat-cache-'));
    const site = join(cache, `${commit}-node${process.versions.node}`, 'site');
    mkdirSync(join(site, 'mf'), { recursive: true });
    writeFileSync(join(site, 'composition.json'), '{"casino":{}}');
    writeFileSync(join(site, 'mf', 'entry.js'), 'kept');
    process.env.PLAYHUB_RELEASE_CACHE = cache;
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
    if (saved === undefined) delete process.env.PLAYHUB_RELEASE_CACHE;
    else process.env.PLAYHUB_RELEASE_CACHE = saved;
  });

  test('a fresh clone copies it into its own cache instead of building', () => {
    // What a run stopped half-way left (no stamp, no worktree) is thrown away first.
    const unfinished = join(root, '.data', 'compat-cache', commit, 'dist', 'site');
    mkdirSync(unfinished, { recursive: true });
    writeFileSync(join(unfinished, 'half.js'), 'half');
    const { site, cached } = previousBuild(root, commit);
    expect(existsSync(join(site, 'half.js'))).toBe(false);
    expect(cached).toBe(true);
    expect(site).toBe(join(root, '.data', 'compat-cache', commit, 'dist', 'site'));
    expect(readFileSync(join(site, 'mf', 'entry.js'), 'utf8')).toBe('kept');
  });

  test('another Node, a half copy (no composition.json) or `off` is not taken', () => {
    process.env.PLAYHUB_RELEASE_CACHE = 'off';
    expect(() => previousBuild(root, commit)).toThrow(/git/);
    process.env.PLAYHUB_RELEASE_CACHE = cache;
    for (const kept of [join(cache, `${commit}-node0.0.0`), join(cache, 'missing')]) {
      rmSync(join(cache, `${commit}-node${process.versions.node}`), { recursive: true, force: true });
      mkdirSync(join(kept, 'site'), { recursive: true });
      expect(() => previousBuild(root, commit)).toThrow(/git/);
    }
  });
});

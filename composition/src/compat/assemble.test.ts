import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleSite } from './assemble';

const manifest = { name: 'casino', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] };

/** A built site: a host file, its manifest, casino 1.0.0 and its composition.json. */
function site(dir: string, hostText: string, entryText: string): string {
  const version = join(dir, 'mf', 'casino', '1.0.0');
  mkdirSync(version, { recursive: true });
  writeFileSync(join(dir, 'index.html'), hostText);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'host', metaData: {} }));
  writeFileSync(
    join(dir, 'composition.json'),
    JSON.stringify({ casino: { entry: '/mf/casino/1.0.0/mf-manifest.json' } }),
  );
  writeFileSync(join(version, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(version, 'remoteEntry.js'), entryText);
  return dir;
}

describe('pnpm compat: the assembled site', () => {
  it('serves one build’s host with both builds’ verticals side by side, integrity from their own bytes', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'compat-'));
    const builds = {
      new: { site: site(join(tmp, 'new'), 'new host', 'new casino'), suffix: '' },
      previous: { site: site(join(tmp, 'previous'), 'previous host', 'previous casino'), suffix: '+b754a34' },
    };
    const target = join(tmp, 'site');
    const views = assembleSite(target, builds.previous, builds, ['casino']);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('previous host');
    // The composition is the suite's to write; the folders of both builds are there.
    expect(existsSync(join(target, 'composition.json'))).toBe(false);
    expect(readFileSync(join(target, 'mf/casino/1.0.0/remoteEntry.js'), 'utf8')).toBe('new casino');
    expect(readFileSync(join(target, 'mf/casino/1.0.0+b754a34/remoteEntry.js'), 'utf8')).toBe(
      'previous casino',
    );
    expect(views.new.verticals.casino!.folder).toBe('1.0.0');
    expect(views.previous.verticals.casino!.folder).toBe('1.0.0+b754a34');
    expect(views.new.verticals.casino!.integrity['remoteEntry.js']).not.toBe(
      views.previous.verticals.casino!.integrity['remoteEntry.js'],
    );
  });
});

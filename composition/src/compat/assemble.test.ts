import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleSite } from './assemble';

const manifest = { name: 'casino', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] };

/** A built site: its host version 0.3.0 (template, script, manifest), casino 1.0.0, composition.json. */
function site(dir: string, hostText: string, entryText: string): string {
  const version = join(dir, 'mf', 'casino', '1.0.0');
  const host = join(dir, 'host', '0.3.0');
  mkdirSync(version, { recursive: true });
  mkdirSync(host, { recursive: true });
  writeFileSync(join(dir, 'index.html'), hostText);
  writeFileSync(join(host, 'index.html'), `<script defer src="main.js"></script>`);
  writeFileSync(join(host, 'main.js'), hostText);
  writeFileSync(join(host, 'mf-manifest.json'), JSON.stringify({ name: 'host', metaData: {} }));
  writeFileSync(
    join(dir, 'composition.json'),
    JSON.stringify({
      host: { entry: '/host/0.3.0/mf-manifest.json' },
      casino: { entry: '/mf/casino/1.0.0/mf-manifest.json' },
    }),
  );
  writeFileSync(join(version, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(version, 'remoteEntry.js'), entryText);
  return dir;
}

describe('pnpm compat: the assembled site', () => {
  it('holds both builds’ hosts and verticals side by side, integrity from their own bytes', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'compat-'));
    const builds = {
      new: { site: site(join(tmp, 'new'), 'new host', 'new casino'), suffix: '' },
      previous: { site: site(join(tmp, 'previous'), 'previous host', 'previous casino'), suffix: '+b754a34' },
    };
    const target = join(tmp, 'site');
    const views = assembleSite(target, builds, ['casino']);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new host');
    expect(readFileSync(join(target, 'host/0.3.0/main.js'), 'utf8')).toBe('new host');
    expect(readFileSync(join(target, 'host/0.3.0+b754a34/main.js'), 'utf8')).toBe('previous host');
    expect(views.new.hostFolder).toBe('0.3.0');
    expect(views.previous.hostFolder).toBe('0.3.0+b754a34');
    expect(views.previous.hostIntegrity!['main.js']).toMatch(/^sha384-/);
    expect(views.new.hostIntegrity!['main.js']).not.toBe(views.previous.hostIntegrity!['main.js']);
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

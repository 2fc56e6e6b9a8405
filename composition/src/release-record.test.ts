import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestReleases, readRecords, releaseRecord, verticalNeeds } from './release-record';

const commit = 'b754a34e8bb09ad38aa25c4f9b361d49e47a8184';
const runtime = { shared: null, federationRuntime: '2.9.2', runtimeParts: [], singletons: {} };
const vertical = (version: string) => ({ kind: 'vertical', name: 'casino', version, commit, needs: runtime });

function dirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(body));
  return dir;
}

describe('release records', () => {
  it('reads the records of releases/ and keeps the newest of each host and vertical', () => {
    const dir = dirWith({
      'vertical-casino-1.2.0.json': vertical('1.2.0'),
      'vertical-casino-1.10.0.json': vertical('1.10.0'),
      'host-host-0.1.0.json': { kind: 'host', name: 'host', version: '0.1.0', commit, provides: runtime },
    });
    expect(
      latestReleases(readRecords(dir))
        .map((r) => `${r.kind} ${r.name} ${r.version}`)
        .sort(),
    ).toEqual(['host host 0.1.0', 'vertical casino 1.10.0']);
  });

  it.each([
    ['a short commit', { ...vertical('1.0.0'), commit: 'b754a34' }],
    ['a host with what a vertical needs', { ...vertical('1.0.0'), kind: 'host' }],
    ['an unknown field', { ...vertical('1.0.0'), branch: 'main' }],
    ['a version that is not x.y.z', vertical('latest')],
    ['a name with control characters', { ...vertical('1.0.0'), name: 'casino\u001b[2J' }],
  ])('refuses %s', (_, record) => {
    expect(releaseRecord.safeParse(record).success).toBe(false);
  });

  it('refuses a record kept under another name than its own', () => {
    const dir = dirWith({ 'vertical-casino-9.9.9.json': vertical('1.0.0') });
    expect(() => readRecords(dir)).toThrow('holds vertical-casino-1.0.0.json');
  });

  it('reads what a vertical needs from its manifest', () => {
    const needs = verticalNeeds({
      metaData: { pluginVersion: '2.9.2', hostRuntime: { takes: ['runtime-core'] } },
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
        { name: '@playhub/shared/api', version: '4.0.0', requiredVersion: '^4.0.0' },
      ],
    });
    expect(needs).toEqual({
      shared: { builtWith: '4.0.0', required: ['^4.0.0'] },
      federationRuntime: '2.9.2',
      runtimeParts: ['runtime-core'],
      singletons: { react: '^19.3.0' },
    });
  });
});

import { createRouteTable } from '@playhub/shared/contracts';
import { parseComposition } from './composition';

const good = {
  entry: '/mf/casino/1.0.0/mf-manifest.json',
  version: '1.0.0',
  criticality: 'critical',
  timeoutMs: 8000,
};

it('keeps valid entries and applies defaults', () => {
  const { composition, problems } = parseComposition({ casino: { entry: 'https://cdn/casino.json' } });
  expect(composition.casino).toEqual({
    entry: 'https://cdn/casino.json',
    criticality: 'degradable',
    timeoutMs: 8000,
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      'sports: missing',
      'wallet: missing',
      'account: missing',
      'notifications: missing',
    ]),
  );
});

it('resolves relative entries against the composition URL', () => {
  const { composition } = parseComposition(
    { casino: { ...good, fallbackEntry: '/mf/casino/0.9.0/mf-manifest.json' } },
    'https://site.example/composition.json',
  );
  expect(composition.casino?.entry).toBe('https://site.example/mf/casino/1.0.0/mf-manifest.json');
  expect(composition.casino?.fallbackEntry).toBe('https://site.example/mf/casino/0.9.0/mf-manifest.json');
});

it('drops only the malformed entry, with a problem naming it', () => {
  const { composition, problems } = parseComposition({
    casino: good,
    sports: { entry: '' },
    wallet: { entry: '/w.json', timeoutMs: -5 },
    account: { entry: '/a.json', criticality: 'sometimes' },
    notifications: 'not an object',
  });
  expect(Object.keys(composition)).toEqual(['casino']);
  expect(problems.filter((p) => /^(sports|wallet|account|notifications):/.test(p))).toHaveLength(4);
});

it('a non-object composition yields an empty composition, not a crash', () => {
  for (const raw of [null, 'x', 42, [good]]) {
    const { composition, problems } = parseComposition(raw);
    expect(composition).toEqual({});
    expect(problems).toHaveLength(1);
  }
});

it('ignores keys that are not verticals', () => {
  const { composition } = parseComposition({ casino: good, evil: good });
  expect(Object.keys(composition)).toEqual(['casino']);
});

it('drops an entry whose routes are malformed; the vertical keeps its default routes, so its pages say it is unavailable', () => {
  for (const routes of [
    ['casino/*'],
    ['/*'],
    ['/Casino'],
    ['/a//b'],
    ['/x/*/y'],
    ['/ä'],
    ['/' + 'a'.repeat(200)],
  ]) {
    const { composition, problems } = parseComposition({ casino: { ...good, routes } });
    expect(composition.casino).toBeUndefined();
    expect(problems[0]).toMatch(/^casino: /);
    expect(createRouteTable(composition).table.ownerOf('/casino')).toBe('casino');
  }
});

it('keeps the routes of a valid entry', () => {
  const { composition } = parseComposition({ casino: { ...good, routes: ['/', '/turnuvalar/*'] } });
  expect(composition.casino?.routes).toEqual(['/', '/turnuvalar/*']);
  expect(createRouteTable(composition).table.ownerOf('/turnuvalar/x')).toBe('casino');
  expect(createRouteTable(composition).table.ownerOf('/casino')).toBeNull();
});

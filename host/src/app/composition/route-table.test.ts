import { parseComposition } from './composition';
import { createRouteTable } from './route-table';

const entry = (routes?: string[]) => ({ entry: 'http://x/mf-manifest.json', ...(routes ? { routes } : {}) });

describe('route table', () => {
  it('gives every path of the default routes to its vertical, the most specific pattern first', () => {
    const { table, problems } = createRouteTable({});
    expect(problems).toEqual([]);
    expect(table.ownerOf('/')).toBe('casino');
    expect(table.ownerOf('/casino/slot')).toBe('casino');
    expect(table.ownerOf('/promotions')).toBe('casino');
    expect(table.ownerOf('/spor/fcg')).toBe('sports');
    expect(table.ownerOf('/livespor')).toBe('sports');
    expect(table.ownerOf('/esports/')).toBe('sports');
    // An exact path beats a shorter prefix, and a trailing slash names the same path.
    expect(table.ownerOf('/dashboard/deposit')).toBe('wallet');
    expect(table.ownerOf('/dashboard/withdraw/')).toBe('wallet');
    expect(table.ownerOf('/dashboard/deposit/more')).toBe('account');
    expect(table.ownerOf('/dashboard')).toBe('account');
    expect(table.ownerOf('/dashboard/history')).toBe('account');
    // The host's own pages and the unknown.
    expect(table.ownerOf('/casinos')).toBeNull();
    expect(table.ownerOf('/page/about')).toBeNull();
    expect(table.ownerOf('/nowhere')).toBeNull();
  });

  it('takes the routes composition.json names: a new top-level path needs no host build', () => {
    const { composition, problems } = parseComposition({
      casino: entry(['/', '/casino/*', '/promotions/*', '/turnuvalar/*']),
      sports: entry(),
      wallet: entry(),
      account: entry(),
      notifications: entry(),
    });
    expect(problems).toEqual([]);
    const { table } = createRouteTable(composition);
    expect(table.ownerOf('/turnuvalar/haftalik')).toBe('casino');
    expect(table.ownerOf('/spor')).toBe('sports');
  });

  it('keeps a pattern claimed twice with the first vertical and reports the second', () => {
    const { composition } = parseComposition({
      casino: entry(['/', '/spor/*']),
      sports: entry(['/spor/*', '/livespor/*']),
    });
    const { table, problems } = createRouteTable(composition);
    expect(table.ownerOf('/spor/x')).toBe('casino');
    expect(table.ownerOf('/livespor')).toBe('sports');
    expect(problems).toEqual(["sports: route /spor/* is already casino's"]);
  });

  it('drops an entry whose routes are malformed, whose pages then say it is unavailable', () => {
    for (const routes of [
      ['casino/*'],
      ['/*'],
      ['/Casino'],
      ['/a//b'],
      ['/x/*/y'],
      ['/ä'],
      ['/' + 'a'.repeat(200)],
    ]) {
      const { composition, problems } = parseComposition({ casino: entry(routes) });
      expect(composition.casino).toBeUndefined();
      expect(problems[0]).toMatch(/^casino: /);
      // Default routes keep the path owned, so the slot shows the casino's fallback, not a 404.
      expect(createRouteTable(composition).table.ownerOf('/casino')).toBe('casino');
    }
  });

  it('lets an operator give a vertical no top-level path at all', () => {
    const { composition } = parseComposition({ sports: entry([]) });
    expect(createRouteTable(composition).table.ownerOf('/spor')).toBeNull();
  });
});

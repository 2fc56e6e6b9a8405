import { createRouteTable } from './route-table';

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

  it('takes the routes composition.json names, whatever their order: a new top-level path needs no build', () => {
    const { table } = createRouteTable({
      casino: { routes: ['/turnuvalar/*', '/promotions/*', '/casino/*', '/'] },
      account: { routes: ['/dashboard/*', '/hesap/*'] },
    });
    expect(table.ownerOf('/turnuvalar/haftalik')).toBe('casino');
    expect(table.ownerOf('/hesap')).toBe('account');
    expect(table.ownerOf('/spor')).toBe('sports');
  });

  it('keeps a pattern claimed twice with the first vertical and reports the second', () => {
    const { table, problems } = createRouteTable({
      casino: { routes: ['/', '/spor/*'] },
      sports: { routes: ['/spor/*', '/livespor/*'] },
    });
    expect(table.ownerOf('/spor/x')).toBe('casino');
    expect(table.ownerOf('/livespor')).toBe('sports');
    expect(problems).toEqual(["sports: route /spor/* is already casino's"]);
  });

  it('lets an operator give a vertical no top-level path at all', () => {
    expect(createRouteTable({ sports: { routes: [] } }).table.ownerOf('/spor')).toBeNull();
  });
});

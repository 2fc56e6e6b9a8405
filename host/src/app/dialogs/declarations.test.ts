import {
  contractSchema as s,
  defineDialog,
  defineWidget,
  type RemoteModule,
} from '@playhub/shared/contracts';
import { createUiStore, type OpenDialog } from '@playhub/shared/ui';
import { acceptDeclarations, checkWidgetProps, declarerOf, resolveDialog } from './declarations';

const Nothing = () => null;
const deposit = defineDialog({
  params: s.object({ id: s.int(), type: s.int(), title: s.string() }),
  component: Nothing,
});
const wallet = (): RemoteModule => ({
  name: 'wallet',
  dialogs: {
    'wallet/deposit': deposit,
    'wallet/deposit-modal': defineDialog({
      params: s.optional(s.object({ mode: s.optional(s.enum(['deposit', 'withdraw'])) })),
      component: Nothing,
      keptBeneath: true,
    }),
  },
});
let key = 0;
const request = (id: string, params?: unknown): OpenDialog => ({ id, params, key: ++key });

describe('a dialog opened with params', () => {
  it('opens with the params its schema parsed (unknown fields left out)', () => {
    const accepted = acceptDeclarations('wallet', wallet(), jest.fn());
    const resolution = resolveDialog(
      accepted.dialogs,
      request('wallet/deposit', { id: 4, type: 3, title: 'Papara', extra: 'x' }),
    );
    expect(resolution).toEqual({
      ok: true,
      declaration: deposit,
      params: { id: 4, type: 3, title: 'Papara' },
    });
  });

  it('gives the component the same params object on every render of one request', () => {
    const accepted = acceptDeclarations('wallet', wallet(), jest.fn());
    const open = request('wallet/deposit', { id: 4, type: 3, title: 'Papara' });
    const first = resolveDialog(accepted.dialogs, open);
    expect(resolveDialog(accepted.dialogs, open)).toBe(first);
  });

  it.each([
    ['a field of the wrong type', { id: '4', type: 3, title: 'Papara' }, /id/],
    ['a missing field', { id: 4, type: 3 }, /title/],
    ['no params at all', undefined, /params/],
    ['a string instead of an object', 'wallet', /params/],
    ['a fraction where an integer is declared', { id: 4.5, type: 3, title: 'P' }, /id/],
  ])('is refused for %s, with the reason', (_what, params, reason) => {
    const accepted = acceptDeclarations('wallet', wallet(), jest.fn());
    const resolution = resolveDialog(accepted.dialogs, request('wallet/deposit', params));
    expect(resolution.ok).toBe(false);
    if (resolution.ok) return;
    expect(resolution.refusal.reason).toBe('params');
    expect(resolution.refusal.message).toMatch(/wallet\/deposit refused its params/);
    expect(resolution.refusal.message).toMatch(reason);
  });

  it('is refused when the schema itself throws (a broken vertical build), not crashing the page', () => {
    const broken = {
      ...deposit,
      params: {
        safeParse: () => {
          throw new Error('boom');
        },
      },
    } as never;
    const accepted = acceptDeclarations(
      'wallet',
      { name: 'wallet', dialogs: { 'wallet/deposit': broken } },
      jest.fn(),
    );
    const resolution = resolveDialog(accepted.dialogs, request('wallet/deposit', {}));
    expect(resolution).toMatchObject({
      ok: false,
      refusal: { reason: 'params', message: expect.stringMatching(/boom/) },
    });
  });
});

describe('ids and namespaces', () => {
  it('refuses an id its declarer does not declare', () => {
    const accepted = acceptDeclarations('wallet', wallet(), jest.fn());
    expect(resolveDialog(accepted.dialogs, request('wallet/nowhere'))).toMatchObject({
      ok: false,
      refusal: { reason: 'undeclared' },
    });
  });

  it('knows the declarer of an id only by a vertical or host namespace', () => {
    expect(declarerOf('wallet/deposit')).toBe('wallet');
    expect(declarerOf('host/popup')).toBe('host');
    expect(declarerOf('bank/transfer')).toBeNull();
    expect(declarerOf('wallet')).toBeNull();
    expect(declarerOf('/deposit')).toBeNull();
    expect(declarerOf('constructor/x')).toBeNull();
  });

  it('refuses and reports a declaration outside the vertical’s own namespace, keeping its own', () => {
    const refuse = jest.fn();
    const casino = {
      name: 'casino',
      dialogs: { 'casino/promotion': deposit, 'wallet/deposit': deposit },
      widgets: { 'account/profile-block': defineWidget({ props: s.object({}), component: Nothing }) },
    } as unknown as RemoteModule;
    const accepted = acceptDeclarations('casino', casino, refuse);
    expect([...accepted.dialogs.keys()]).toEqual(['casino/promotion']);
    expect(accepted.widgets.size).toBe(0);
    expect(refuse).toHaveBeenCalledWith(
      expect.stringMatching(/casino declares the dialog wallet\/deposit outside/),
    );
    expect(refuse).toHaveBeenCalledWith(
      expect.stringMatching(/casino declares the widget account\/profile-block outside/),
    );
    // Once per loaded module, however often it renders.
    acceptDeclarations('casino', casino, refuse);
    expect(refuse).toHaveBeenCalledTimes(2);
  });

  it('marks the dialogs declared keptBeneath in the UI store', () => {
    acceptDeclarations('wallet', wallet(), jest.fn());
    const ui = createUiStore();
    const open = ui.getState().openDialog as unknown as (id: string, params?: unknown) => void;
    open('wallet/deposit-modal');
    open('wallet/deposit', { id: 1, type: 1, title: 'P' });
    expect(ui.getState().beneath?.id).toBe('wallet/deposit-modal');
  });
});

it('parses a widget’s props with its schema, and refuses props that fail it', () => {
  const refuse = jest.fn();
  const onDone = () => undefined;
  const widget = defineWidget({ props: s.object({ onDone: s.callback<() => void>() }), component: Nothing });
  expect(checkWidgetProps('account/two-factor-setup', widget, { onDone }, refuse)).toEqual({ onDone });
  expect(checkWidgetProps('account/two-factor-setup', widget, { onDone: 'x' }, refuse)).toBeNull();
  expect(refuse).toHaveBeenCalledWith(expect.stringMatching(/two-factor-setup refused its props/));
});

it('opens, unchecked, what a vertical built before declarations gives (no schema, a bare widget)', () => {
  const Legacy = () => null;
  const old = {
    name: 'account',
    dialogs: { 'account/login': { component: Legacy } },
    widgets: { 'account/profile-block': Legacy },
  } as unknown as RemoteModule;
  const accepted = acceptDeclarations('account', old, jest.fn());
  expect(resolveDialog(accepted.dialogs, request('account/login', { reason: 'ended' }))).toMatchObject({
    ok: true,
    params: { reason: 'ended' },
  });
  const widget = accepted.widgets.get('account/profile-block')!;
  expect(widget.component).toBe(Legacy);
  expect(checkWidgetProps('account/profile-block', widget, {}, jest.fn())).toEqual({});
});

it('gives a host built before declarations a widget it can still render as a component', () => {
  const Block = ({ name }: { name: string }) => name;
  const declared = defineWidget({ props: s.object({ name: s.string() }), component: Block });
  // What an older host does with `widgets[id]`: renders it as the component.
  expect((declared as unknown as typeof Block)({ name: 'Ada' })).toBe('Ada');
  const accepted = acceptDeclarations(
    'account',
    { name: 'account', widgets: { 'account/x': declared } },
    jest.fn(),
  );
  const widget = accepted.widgets.get('account/x')!;
  expect(checkWidgetProps('account/x', widget, { name: 7 }, jest.fn())).toBeNull();
});

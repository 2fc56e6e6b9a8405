import {
  ownerOf,
  verticalNames,
  type DialogDeclaration,
  type RemoteModule,
  type VerticalName,
  type WidgetDeclaration,
} from '@playhub/shared/contracts';
import { markKeptBeneath, type OpenDialog } from '@playhub/shared/ui';

/** A vertical's declarations the host accepted: only ids of its own namespace. */
export interface Accepted {
  dialogs: ReadonlyMap<string, DialogDeclaration>;
  widgets: ReadonlyMap<string, WidgetDeclaration>;
}

/** Why the host refused a dialog or widget (the message goes to the console and the beacon). */
export interface Refusal {
  reason: 'namespace' | 'undeclared' | 'params';
  message: string;
}

/** The outcome of opening a dialog: its declaration and parsed params, or why it was refused. */
export type Resolution =
  { ok: true; declaration: DialogDeclaration; params: unknown } | { ok: false; refusal: Refusal };

const names: ReadonlySet<string> = new Set(verticalNames);

/** Who must declare an id: a vertical, the host, or nobody (a namespace no one owns). */
export function declarerOf(id: string): VerticalName | 'host' | null {
  const owner = ownerOf(id);
  if (owner === 'host') return 'host';
  return names.has(owner) ? (owner as VerticalName) : null;
}

const accepted = new WeakMap<RemoteModule, Accepted>();

/** A widget as declared, or as a vertical built before issue 31 gave it: the bare component. */
function asWidgetDeclaration(declared: unknown): WidgetDeclaration {
  const declaration = declared as Partial<WidgetDeclaration>;
  // `defineWidget` gives the component carrying its declaration; older verticals, the bare component.
  if (declaration.props !== undefined && declaration.component !== undefined)
    return declaration as WidgetDeclaration;
  return { component: declared } as WidgetDeclaration;
}

function ownEntries<T>(
  name: string,
  declared: Record<string, T | undefined> | undefined,
  kind: string,
  refuse: (message: string) => void,
): Map<string, T> {
  const own = new Map<string, T>();
  for (const [id, declaration] of Object.entries(declared ?? {})) {
    if (!declaration) continue;
    if (ownerOf(id) === name) own.set(id, declaration);
    else
      refuse(
        `remoteModule contract: ${name} declares the ${kind} ${id} outside its namespace (${name}/…); refused`,
      );
  }
  return own;
}

/**
 * Accepts a loaded vertical's declarations (once per module): an id outside its own namespace is
 * refused and reported through `refuse`; the dialogs it keeps beneath others are marked in the UI store.
 */
export function acceptDeclarations(
  name: string,
  module: RemoteModule,
  refuse: (message: string) => void,
): Accepted {
  const known = accepted.get(module);
  if (known) return known;
  const dialogs = ownEntries(name, module.dialogs as Record<string, DialogDeclaration>, 'dialog', refuse);
  const widgets = new Map(
    [...ownEntries(name, module.widgets as Record<string, unknown>, 'widget', refuse)].map(
      ([id, declared]) => [id, asWidgetDeclaration(declared)] as const,
    ),
  );
  markKeptBeneath([...dialogs].filter(([, d]) => d.keptBeneath).map(([id]) => id));
  const result = { dialogs, widgets };
  accepted.set(module, result);
  return result;
}

function issues(error: unknown): string {
  const list = (error as { issues?: Array<{ path?: PropertyKey[]; message?: string }> }).issues ?? [];
  return list
    .slice(0, 5)
    .map((i) => `${(i.path ?? []).map(String).join('.') || '(params)'}: ${i.message ?? 'invalid'}`)
    .join('; ');
}

/**
 * Parses a value with a declaration's schema, whatever zod (or broken schema) the vertical shipped. A
 * declaration without one comes from a vertical built before issue 31 (`RemoteDialog`, a bare widget
 * component): it still opens, unchecked, so a vertical one release behind keeps working.
 */
function parse(
  schema: DialogDeclaration['params'] | undefined,
  value: unknown,
): { ok: true; data: unknown } | { ok: false; why: string } {
  if (schema === undefined) return { ok: true, data: value };
  try {
    const result = schema.safeParse(value);
    return result.success ? { ok: true, data: result.data } : { ok: false, why: issues(result.error) };
  } catch (error) {
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
}

const resolved = new WeakMap<OpenDialog, Resolution>();

/**
 * Resolves an open request against its declarer's accepted dialogs: the declaration and the params
 * its schema parsed, or a refusal (an id nobody declares, params the schema rejects). Kept per
 * request, so the component gets the same params object on every render.
 */
export function resolveDialog(dialogs: Accepted['dialogs'], open: OpenDialog): Resolution {
  const known = resolved.get(open);
  if (known) return known;
  const declaration = dialogs.get(open.id);
  let result: Resolution;
  if (!declaration) {
    result = {
      ok: false,
      refusal: {
        reason: 'undeclared',
        message: `remoteModule contract: no dialog ${open.id.slice(0, 100)} is declared; refused`,
      },
    };
  } else {
    const parsed = parse(declaration.params, open.params);
    result = parsed.ok
      ? { ok: true, declaration, params: parsed.data }
      : {
          ok: false,
          refusal: {
            reason: 'params',
            message: `remoteModule contract: dialog ${open.id} refused its params (${parsed.why})`,
          },
        };
  }
  resolved.set(open, result);
  return result;
}

/** The refusal of a dialog id whose namespace is no vertical's nor the host's. */
export function foreignNamespace(id: string): Refusal {
  return {
    reason: 'namespace',
    message: `remoteModule contract: dialog ${id.slice(0, 100)} is in no known namespace; refused`,
  };
}

/** Parses a widget's props with its declared schema; null (and `refuse` told) when they fail. */
export function checkWidgetProps(
  id: string,
  declaration: WidgetDeclaration,
  props: unknown,
  refuse: (message: string) => void,
): Record<string, unknown> | null {
  const parsed = parse(declaration.props, props);
  if (parsed.ok) return parsed.data as Record<string, unknown>;
  refuse(`remoteModule contract: widget ${id} refused its props (${parsed.why})`);
  return null;
}

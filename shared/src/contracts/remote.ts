import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import '../platform/csp-safe-zod';
import type { verticalNames } from './verticals.generated';

// The names and default routes come from the one declared list, shared/verticals.json.
export { defaultVerticalRoutes, verticalNames, verticalRoutePattern } from './verticals.generated';
/** One of the verticals. */
export type VerticalName = (typeof verticalNames)[number];

/** Size classes the host's dialog manager knows (Requirements §2 "Dialogs and panels"). */
export type DialogSize = 'default' | 'call' | 'secondary' | 'medium' | 'full-height' | 'sheet' | 'bare';

/**
 * Every dialog id with its params schema. Empty here: each vertical adds its own ids from its
 * `src/contract.ts` (TypeScript module augmentation), and a caller in another vertical sees them
 * through a types-only include of that file (docs/decisions.md). Shared knows no vertical's ids.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface DialogRegistry {}
/** Every widget id with its props schema; filled like `DialogRegistry`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface WidgetRegistry {}

/** Any dialog id a vertical declares (`<owner>/<name>`). */
export type DialogId = Extract<keyof DialogRegistry, string>;
/** Any widget id a vertical declares. */
export type WidgetId = Extract<keyof WidgetRegistry, string>;

/** A params or props schema (zod/mini, or classic zod: both have `safeParse`). */
export type ContractSchema = z.ZodMiniType;
/** What a caller passes to open a dialog: its schema's input. */
export type DialogParams<Id extends DialogId> = DialogRegistry[Id] extends ContractSchema
  ? z.input<DialogRegistry[Id]>
  : never;
/** What the dialog's component receives: its schema's output (the host parsed the params). */
export type DialogParsedParams<Id extends DialogId> = DialogRegistry[Id] extends ContractSchema
  ? z.output<DialogRegistry[Id]>
  : never;
/** The props of a widget. */
export type WidgetProps<Id extends WidgetId> = WidgetRegistry[Id] extends ContractSchema
  ? z.output<WidgetRegistry[Id]>
  : never;

/** Props the host passes to a dialog component. */
export interface DialogProps<Id extends DialogId = DialogId> {
  params: DialogParsedParams<Id>;
  close: () => void;
}

/**
 * A dialog a remote declares: its params schema (the host parses what a caller passed with it and
 * refuses to open the dialog when it fails), its component and the frame the host puts it in.
 */
export interface DialogDeclaration<S extends ContractSchema = ContractSchema> {
  params: S;
  component: ComponentType<{ params: z.output<S>; close: () => void }>;
  size?: DialogSize;
  /** Accessible title key for the frame (i18n key). */
  titleKey?: string;
  /**
   * When true the host's dialog manager opens the login dialog for a visitor instead, and after the
   * login the dialog they asked for; the component itself only ever renders for a player.
   */
  requiresAuth?: boolean;
  /**
   * Keeps running beneath a dialog opened over it instead of being replaced (the phone's game modal
   * stays under its deposit, and the player is back in the game when it closes).
   */
  keptBeneath?: boolean;
}

/** A widget a remote declares: its props schema and component. */
export interface WidgetDeclaration<S extends ContractSchema = ContractSchema> {
  props: S;
  component: ComponentType<z.output<S>>;
}

/** Declares a dialog, its component typed from its params schema. */
export function defineDialog<S extends ContractSchema>(
  declaration: DialogDeclaration<S>,
): DialogDeclaration<S> {
  return declaration;
}

/** Declares a widget, its component typed from its props schema. */
export function defineWidget<S extends ContractSchema>(declaration: WidgetDeclaration<S>): DeclaredWidget<S> {
  // The component itself, carrying its declaration: a host built before declarations renders
  // `widgets[id]` as the component, and it still works (one release of either side behind).
  return Object.assign(declaration.component, declaration);
}

/** A widget as `defineWidget` gives it: its component, which also carries `props` and `component`. */
export type DeclaredWidget<S extends ContractSchema = ContractSchema> = ComponentType<z.output<S>> &
  WidgetDeclaration<S>;

/**
 * The zod/mini builders a declaration's schema is made of, from the page's one copy (these
 * contracts use them already), so a vertical's remote entry bundles no zod of its own.
 */
export const contractSchema = {
  object: z.object,
  string: z.string,
  number: z.number,
  int: z.int,
  boolean: z.boolean,
  enum: z.enum,
  literal: z.literal,
  optional: z.optional,
  undefined: z.undefined,
  union: z.union,
  minLength: z.minLength,
  /** A callback prop (a widget's `onDone`): any function. */
  callback: <F extends (...args: never[]) => unknown>() =>
    z.custom<F>((value) => typeof value === 'function'),
};

/** A route a remote owns. `path` is a react-router path relative to the site root. */
export interface RemoteRoute {
  path: string;
  component: ComponentType;
  /** When true the host's guard opens the login dialog for visitors instead of rendering. */
  requiresAuth?: boolean;
}

/** Declarations keyed by id: only ids of the vertical's own namespace (`wallet/…` from mf-wallet). */
type Declared<Name extends string, D> = { [Id in `${Name}/${string}`]?: D };

/** The one public contract of a remote: the default export of its `./remote` module. */
export interface RemoteModule<Name extends VerticalName = VerticalName> {
  name: Name;
  routes?: RemoteRoute[];
  // Declarations of any schema: a component's props are contravariant, so `any` accepts them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dialogs?: Declared<Name, DialogDeclaration<any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  widgets?: Declared<Name, WidgetDeclaration<any>>;
}

/** The namespace of a dialog or widget id: the vertical (or `host`) that must declare it. */
export function ownerOf(id: string): string {
  const slash = id.indexOf('/');
  return slash > 0 ? id.slice(0, slash) : '';
}

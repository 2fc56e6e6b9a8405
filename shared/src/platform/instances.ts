/** Identity of shared singletons as seen by one app, for the e2e proof of "one React, one store". */
export type InstanceReport = Record<string, string>;

interface PlatformGlobal {
  ids: WeakMap<object, string>;
  next: number;
  apps: Record<string, InstanceReport>;
}

function platformGlobal(): PlatformGlobal {
  const w = globalThis as unknown as { __playhub?: PlatformGlobal };
  // Lives on the window, not in a module, so two copies of this module would still agree on ids.
  w.__playhub ??= { ids: new WeakMap(), next: 1, apps: {} };
  return w.__playhub;
}

function idOf(value: object): string {
  const g = platformGlobal();
  let id = g.ids.get(value);
  if (!id) {
    id = `i${g.next++}`;
    g.ids.set(value, id);
  }
  return id;
}

/** Records which instance of each shared singleton `app` got (read by e2e via `window.__playhub.apps`). */
export function registerInstances(
  app: string,
  singletons: Record<string, object | ((...args: never[]) => unknown)>,
): void {
  platformGlobal().apps[app] = Object.fromEntries(Object.entries(singletons).map(([k, v]) => [k, idOf(v)]));
}

/** Puts a platform object on `window.__playhub` for the e2e suites (e.g. the host's registry). */
export function exposePlatformObject(key: 'registry', value: unknown): void {
  (platformGlobal() as unknown as Record<string, unknown>)[key] = value;
}

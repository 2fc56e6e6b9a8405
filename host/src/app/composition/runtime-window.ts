import { compareVersions, satisfies } from '@playhub/composition/browser';
import type { FederationRuntimePlugin, ScopedShare } from './manifests';

/** The platform runtime's share keys (`@playhub/shared/<subpath>`), one instance per page. */
const RUNTIME = '@playhub/shared/';

/**
 * The previous runtime major's surface this host provides (N−1): the version it implements, and
 * the subpaths that major had which now live under another share key. Every other subpath of N−1 is
 * served by the same subpath of N, unchanged (a major that changes a subpath's API adds its adapter
 * here: a module implementing the old API over the new, provided under the old key).
 */
export interface PreviousRuntime {
  version: string;
  moved: Record<string, string>;
}

type Scope = Record<string, Record<string, ScopedShare>>;

const newestFirst = (a: string, b: string) => compareVersions(b, a);
const newest = (versions: Record<string, ScopedShare> | undefined) =>
  versions ? Object.keys(versions).sort(newestFirst)[0] : undefined;

/**
 * The N−1 window (issue 31, item 1; docs/platform-guide.md). Two hooks of a global runtime plugin, so
 * they also run in each vertical's own federation instance:
 * - before a vertical's container starts, every subpath of N−1 is registered in the share scope
 *   under N−1's version, as the very entry of the module of N that serves it (one module instance:
 *   the page keeps one copy of every store);
 * - when a vertical asks for a runtime subpath, it gets the newest version its range accepts. The
 *   runtime's own choice for a singleton is one version for every consumer whatever its range,
 *   with a warning. A range nothing meets keeps the runtime's choice: the compatibility rule
 *   refused that vertical before any of its code ran.
 */
export function runtimeWindow(previous: PreviousRuntime | null): FederationRuntimePlugin {
  const alias = (scope: Scope) => {
    if (!previous) return;
    const subpaths = new Set([
      ...Object.keys(previous.moved),
      ...Object.keys(scope)
        .filter((key) => key.startsWith(RUNTIME))
        .map((key) => key.slice(RUNTIME.length)),
    ]);
    for (const sub of subpaths) {
      const target = scope[previous.moved[sub] ?? RUNTIME + sub];
      const version = newest(target);
      if (!target || !version) continue;
      const versions = (scope[RUNTIME + sub] ??= {});
      versions[previous.version] ??= target[version]!;
    }
  };
  return {
    name: 'playhub-runtime-window',
    beforeInitContainer(args) {
      alias(args.shareScope as Scope);
      return args;
    },
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      if (!args.pkgName.startsWith(RUNTIME) || typeof required !== 'string') return args;
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName] ?? {};
      const chosen = Object.keys(versions)
        .filter((version) => satisfies(version, required))
        .sort(newestFirst)[0];
      if (chosen) args.resolver = () => ({ shared: versions[chosen]!, useTreesShaking: false });
      return args;
    },
  };
}

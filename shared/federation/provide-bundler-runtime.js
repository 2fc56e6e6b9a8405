// Host side of "the federation runtime is paid once" (issue 19, decision 3), for the bundler runtime:
// the host hands the functions of its `webpack-bundler-runtime` (consumes, sharing, container init…)
// to the verticals as `_FEDERATION_BUNDLER_RUNTIME`, and their production builds take them from there
// (./host-bundler-runtime.js) instead of bundling a copy each. A federation runtime plugin, so it runs
// once, as the host's runtime starts, before any remote entry loads.
import federation from '@module-federation/webpack-bundler-runtime';
// The host exposes nothing, so its own build leaves this one out of `bundlerRuntime`.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = Object.freeze({
  ...federation.bundlerRuntime,
  initContainerEntry,
  attachShareScopeMap: federation.attachShareScopeMap,
});

export default function provideBundlerRuntime() {
  globalThis._FEDERATION_BUNDLER_RUNTIME = provided;
  return { name: 'playhub-provide-bundler-runtime' };
}

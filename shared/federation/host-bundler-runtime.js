// A vertical's side of ./provide-bundler-runtime.js: what its federation entry imports in place of
// `@module-federation/webpack-bundler-runtime` (the preset swaps the module in production builds).
// The functions are the host's; the state is this container's own — its `@module-federation/runtime`
// (which finds this container's instance by its build id), instance, options and share scope.
import * as runtime from '@module-federation/runtime';

const host = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!host)
  throw new Error('this vertical runs on the host’s federation bundler runtime, and the page provides none');

const { attachShareScopeMap, ...functions } = host;

const bundlerRuntime = { ...functions, S: {} };
const bundlerRuntimeOptions = {};
const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
const { instance, initOptions } = federation;

// The exports of the package's index and of its `/bundler` entry, which webpack's federation entry imports.
export {
  attachShareScopeMap,
  bundlerRuntime,
  bundlerRuntimeOptions,
  federation as default,
  initOptions,
  instance,
  runtime,
};

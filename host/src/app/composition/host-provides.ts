import type { HostProvides } from '@playhub/composition/browser';

/**
 * What this host build provides to the verticals it loads, for the one compatibility rule
 * (`compatibility` of @playhub/composition/browser): the `@playhub/shared` version, the federation
 * runtime's version and the runtime parts it hands over, and its copies of the page-wide singletons.
 * The preset defines them at build time (build-preset/preset.cjs); outside a webpack build
 * (Jest) they are unknown and those axes are not judged.
 */
declare const __PLAYHUB_SHARED_VERSION__: string | undefined;
declare const __PLAYHUB_SHARED_PREVIOUS__: string | null | undefined;
declare const __PLAYHUB_FEDERATION_RUNTIME__: string | undefined;
declare const __PLAYHUB_HOST_RUNTIME_PARTS__: readonly string[] | undefined;
declare const __PLAYHUB_SINGLETONS__: HostProvides['singletons'] | undefined;

/** This host build's side of the compatibility rule. */
export const hostProvides: HostProvides = {
  shared: typeof __PLAYHUB_SHARED_VERSION__ === 'string' ? __PLAYHUB_SHARED_VERSION__ : null,
  sharedPrevious: typeof __PLAYHUB_SHARED_PREVIOUS__ === 'string' ? __PLAYHUB_SHARED_PREVIOUS__ : null,
  federationRuntime:
    typeof __PLAYHUB_FEDERATION_RUNTIME__ === 'string' ? __PLAYHUB_FEDERATION_RUNTIME__ : null,
  runtimeParts: typeof __PLAYHUB_HOST_RUNTIME_PARTS__ === 'object' ? __PLAYHUB_HOST_RUNTIME_PARTS__ : null,
  singletons: typeof __PLAYHUB_SINGLETONS__ === 'object' ? __PLAYHUB_SINGLETONS__ : {},
};

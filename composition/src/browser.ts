// `@playhub/composition/browser`: what the host page needs of the control plane, with no Node
// imports — the one compatibility rule, the list of a manifest's scripts, bucket resolution and the
// composition.json schema. Each is tree-shaken to what a page calls (`sideEffects: false`).
export { AXES, SINGLETONS, compatibility, hostOfManifest, sharedRequirement } from './compatibility';
export type { Axis, AxisVerdict, HostProvides, Singleton, Verdict } from './compatibility';
export { scriptsOf, remoteEntryOf } from './manifest';
export type { Manifest } from './manifest';
export { BUCKETS, resolveForBucket } from './rollout';
export { compareVersions, satisfies } from './semver';
export { compositionEntry, criticality, integrityMap } from './entry-schema';
export type { CompositionEntry, IntegrityMap } from './entry-schema';

export { exposePlatformObject, registerInstances, type InstanceReport } from './instances';
export { sharedInstances } from './shared-instances';

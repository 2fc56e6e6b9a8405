import { createContext, useContext } from 'react';
import type { Registry } from './registry';

const RegistryContext = createContext<Registry | null>(null);

/** Provides the vertical registry to the frame. */
export const RegistryProvider = RegistryContext.Provider;

/** The vertical registry. */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry outside RegistryProvider');
  return registry;
}

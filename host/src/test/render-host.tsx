import type { ReactElement } from 'react';
import { bootstrapQueryKey } from '@playhub/shared/bootstrap';
import {
  verticalNames,
  type Bootstrap,
  type RemoteModule,
  type VerticalName,
} from '@playhub/shared/contracts';
import { createTestQueryClient, renderWithProviders, type ProviderOptions } from '@playhub/shared/testing';
import { RegistryProvider } from '@/app/composition/registry-context';
import { createRegistry, type Registry } from '@/app/composition/registry';
import { hostTexts } from '@/app/i18n/texts';
import { initI18n, registerTranslations } from '@playhub/shared/i18n';
import './dialog-polyfill';

/** A registry over a fake federation runtime serving these modules (a missing one fails to load). */
export function fakeRegistry(modules: Partial<Record<VerticalName, RemoteModule>> = {}): Registry {
  const composition = Object.fromEntries(
    verticalNames.map((n) => [
      n,
      { entry: `http://test/${n}/mf-manifest.json`, criticality: 'degradable' as const, timeoutMs: 1000 },
    ]),
  );
  return createRegistry(
    {
      registerRemotes: () => undefined,
      loadRemote: async <T,>(id: string) => {
        const module = modules[id.split('/')[0] as VerticalName];
        if (!module) throw new Error(`no ${id}`);
        return { default: module } as T;
      },
    },
    composition,
    () => undefined,
    // A missing module fails at once (the registry's retries are tested in registry.test.ts).
    { retries: 0 },
  );
}

interface HostOptions extends ProviderOptions {
  registry?: Registry;
  /** Puts this bootstrap into the query cache (null: the server failed and nothing was stored). */
  bootstrap?: Bootstrap | null;
}

/** Renders host UI with the shared test providers, the host texts and a vertical registry. */
export function renderHost(
  ui: ReactElement,
  { registry = fakeRegistry(), bootstrap, ...options }: HostOptions = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (bootstrap !== undefined) queryClient.setQueryData(bootstrapQueryKey, bootstrap);
  initI18n(options.lang ?? 'en');
  registerTranslations('host', hostTexts);
  return renderWithProviders(<RegistryProvider value={registry}>{ui}</RegistryProvider>, {
    ...options,
    queryClient,
  });
}

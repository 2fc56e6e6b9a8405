import { useEffect, useState } from 'react';
import { BrowserRouter, useNavigate } from '@playhub/shared/router';
import { ThemeProvider } from '@playhub/shared/theme';
import { QueryClientProvider, queryClient } from '@playhub/shared/query';
import { ToastHost } from '@playhub/kit/ui-kit';
import { registerInstances, sharedInstances } from '@playhub/shared/platform';
import styled from 'styled-components';
import { RegistryProvider } from './composition/registry-context';
import type { Registry } from './composition/registry';
import { Frame } from './frame';
import { useLiveNotifications } from './session/use-live-notifications';
import { useSessionWiring } from './session/use-session-wiring';

/** The host's providers around the frame. */
export function App({ registry }: { registry: Registry }) {
  useEffect(
    () => registerInstances('host', sharedInstances({ react: useState, router: useNavigate, styled })),
    [],
  );
  return (
    <ThemeProvider withGlobalStyle>
      <QueryClientProvider client={queryClient}>
        <RegistryProvider value={registry}>
          <BrowserRouter>
            <SessionWiring />
            <Frame />
          </BrowserRouter>
        </RegistryProvider>
      </QueryClientProvider>
      <ToastHost />
    </ThemeProvider>
  );
}

function SessionWiring() {
  useSessionWiring();
  useLiveNotifications();
  return null;
}

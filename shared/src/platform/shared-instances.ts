import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useNavigate } from '../router';
import styled from 'styled-components';
import { bus } from '../bus';
import { sessionStore } from '../session/store';
import { uiStore } from '../ui';
import { i18n } from '../i18n';
import { queryClient } from '../query';

/** The singletons an app sees through its own imports; compared across apps by the e2e suite. */
export function sharedInstances(extra: Record<string, object> = {}): Record<string, object> {
  return {
    react: React.useState,
    reactDom: ReactDOM.createPortal,
    router: useNavigate,
    styled,
    query: queryClient,
    bus,
    session: sessionStore,
    ui: uiStore,
    i18n,
    ...extra,
  };
}

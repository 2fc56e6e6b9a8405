import { useState } from 'react';
import { useNavigate } from '@playhub/shared/router';
import styled from 'styled-components';
import { registerInstances, sharedInstances } from '@playhub/shared/platform';

/** Reports this remote's view of the shared singletons (compared across apps by e2e). */
export function reportInstances(): void {
  registerInstances('notifications', sharedInstances({ react: useState, router: useNavigate, styled }));
}

import type { MouseEvent } from 'react';
import { useLocation } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

/** Id of the page's main landmark, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to content": moves focus to the main landmark. A bare `#main` would resolve against
 * `<base href="/">` and load the home page, so the click is handled here and the href names the
 * current page (for copying or opening in a new tab).
 */
export function SkipLink() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Link href={`${pathname}${search}#${MAIN_ID}`} onClick={skip}>
      {t('nav.skip')}
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${(p) => p.theme.zIndex.toast};
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  &:focus {
    top: 8px;
  }
`;

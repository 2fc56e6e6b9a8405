import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import {
  isConsentAsked,
  onConsentChange,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from '@playhub/shared/storage';
import { media } from '@playhub/shared/theme';
import { Button } from '@playhub/kit/ui-kit';

/** The privacy text: content page 2, a fixed id of the seed (as the terms are page 1). */
const PRIVACY_PAGE = '/pages/2';

/**
 * Consent to non-essential scripts (KVKK / GDPR): a non-modal region fixed above the phone's
 * bottom bar, shown until the player answers and again from the footer's Cookie settings.
 * Accept and Reject weigh the same, so neither answer is nudged.
 */
export function ConsentBanner() {
  const { t } = useTranslation('host');
  const asked = useSyncExternalStore(onConsentChange, isConsentAsked);
  const choice = useSyncExternalStore(onConsentChange, readConsent);
  const region = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Asked again from Cookie settings, a deliberate act: focus moves to the question. On a first
  // visit it stays where the player is (the banner is reachable with Tab right after the skip link).
  const reopened = asked && choice !== null;
  useEffect(() => {
    if (!reopened) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus();
  }, [reopened]);

  if (!asked) return null;
  const answer = (next: ConsentChoice) => {
    writeConsent(next);
    // The banner closes under the player's focus: give it back to where the question was reopened.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };
  return (
    <Banner ref={region} role="region" aria-label={t('consent.label')} tabIndex={-1}>
      <Body>
        <p>
          {t('consent.text')} <Link to={PRIVACY_PAGE}>{t('consent.privacy')}</Link>
        </p>
        {choice && <p>{t(`consent.current.${choice}`)}</p>}
      </Body>
      <Actions>
        <Button variant="secondary" fullWidth onClick={() => answer('accepted')}>
          {t('consent.accept')}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => answer('rejected')}>
          {t('consent.reject')}
        </Button>
      </Actions>
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  left: ${(p) => p.theme.space.md};
  right: ${(p) => p.theme.space.md};
  bottom: ${(p) => p.theme.space.md};
  /* Level with the bottom bar it sits above; modal dialogs are in the top layer, above both. */
  z-index: ${(p) => p.theme.zIndex.bottomBar};
  display: grid;
  gap: ${(p) => p.theme.space.md};
  max-width: 960px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space.lg};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.dialog};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.5;
  ${media.down('lg')} {
    /* The bottom bar publishes its height (it floats over the page below 992 px). */
    bottom: calc(
      var(--bottom-bar-height, ${(p) => p.theme.layout.bottomBarHeight}) + ${(p) => p.theme.space.sm}
    );
  }
  ${media.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accent};
    outline-offset: 2px;
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xs};
  p {
    margin: 0;
  }
  a {
    color: ${(p) => p.theme.colors.accent};
    text-decoration: underline;
  }
`;
const Actions = styled.div`
  display: grid;
  /* Two equal columns: Accept and Reject are the same size and the same style. */
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space.sm};
  ${media.up('md')} {
    min-width: 280px;
  }
`;

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { useQueryClient } from '@playhub/shared/query';
import { logout, useSession } from '@playhub/shared/session';
import { closeDialogs, uiStore } from '@playhub/shared/ui';
import { Button, DialogFrame, DialogLabelContext, notify } from '@playhub/kit/ui-kit';
import { Widget } from '@/components/widget';
import { useAcceptTerms } from '../api/accept-terms';
import { blockersKey, useBlockers } from '../api/get-blockers';

/** The terms page (content page 1, as the sign-up links it). */
const TERMS_PAGE = '/pages/1';

/**
 * What a session must do before anything else (issue 32): accept new terms, or set up a mandatory
 * second factor. A modal the player cannot dismiss (no close button, Escape and the backdrop do
 * nothing): doing it or logging out are the ways on. The API refuses play and deposits meanwhile.
 */
export function SessionBlockerDialog() {
  const loggedIn = useSession((s) => s.authData !== null);
  const query = useBlockers(loggedIn);
  const first = loggedIn ? query.data?.blockers[0] : undefined;
  if (!first || !query.data) return null;
  return <Blocking kind={first} version={query.data.termsVersion} />;
}

function Blocking({ kind, version }: { kind: 'terms' | 'twoFactorSetup'; version: string }) {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLDialogElement>(null);
  const client = useQueryClient();
  const accept = useAcceptTerms();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Before anything else: no other dialog (the start-up popup, a game) opens over it meanwhile.
    closeDialogs();
    const stop = uiStore.subscribe((s) => {
      if (s.dialog) closeDialogs();
    });
    return () => {
      stop();
      dialog?.close();
    };
  }, []);
  const title = kind === 'terms' ? t('blockers.termsTitle') : t('blockers.twoFactorTitle');
  return (
    <Native ref={ref} aria-labelledby="session-blocker-title" onCancel={(e) => e.preventDefault()}>
      <DialogLabelContext.Provider value="session-blocker-title">
        <DialogFrame title={title} size="medium">
          <Body>
            {kind === 'terms' ? (
              <>
                <p>{t('blockers.termsText')}</p>
                <p>
                  <a href={TERMS_PAGE} target="_blank" rel="noopener">
                    {t('blockers.termsLink')}
                  </a>
                </p>
                <Button
                  fullWidth
                  loading={accept.isPending}
                  onClick={() =>
                    accept.mutate(version, {
                      onError: (err) => {
                        notify.error(errorMessage(err, t('blockers.failed')));
                        void client.invalidateQueries({ queryKey: blockersKey });
                      },
                    })
                  }
                >
                  {t('blockers.accept')}
                </Button>
              </>
            ) : (
              <>
                <p>{t('blockers.twoFactorText')}</p>
                <Widget
                  id="account/two-factor-setup"
                  props={{ onDone: () => void client.invalidateQueries({ queryKey: blockersKey }) }}
                />
              </>
            )}
            <Button variant="secondary" fullWidth onClick={() => void logout()}>
              {t('blockers.logout')}
            </Button>
          </Body>
        </DialogFrame>
      </DialogLabelContext.Provider>
    </Native>
  );
}

const Native = styled.dialog`
  padding: 0;
  border: 0;
  color: inherit;
  background: transparent;
  max-width: 100vw;
  max-height: 100dvh;
  &::backdrop {
    background: ${(p) => p.theme.colors.backdrop};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  p {
    margin: 0;
  }
`;

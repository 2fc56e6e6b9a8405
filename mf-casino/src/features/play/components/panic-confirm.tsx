import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { logout } from '@playhub/shared/session';
import { pauseMarketing } from '@playhub/shared/storage';
import { Button, notify } from '@playhub/kit/ui-kit';
import { useTakePanicBreak } from '../api/take-panic-break';

/** Props of {@link PanicConfirm}. */
export interface PanicConfirmProps {
  onCancel: () => void;
  /** The break has started: close the game (the session has already ended on the server). */
  onDone: () => void;
}

/**
 * The panic button's one confirmation (GlüStV "Panikknopf", issue 32): what happens, then one button
 * that starts the 24-hour break. The server ends every session of the player; this device follows
 * at once, closes the game and shows no marketing popup until the break ends. Escape cancels.
 */
export function PanicConfirm({ onCancel, onDone }: PanicConfirmProps) {
  const { t } = useTranslation('casino');
  const titleId = useId();
  const textId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const panic = useTakePanicBreak();
  useEffect(() => first.current?.focus(), []);

  const confirm = async () => {
    try {
      const { message, endsAt } = await panic.mutateAsync();
      pauseMarketing(endsAt);
      notify.success(message);
      onDone();
      await logout({ endedByServer: true });
    } catch (err) {
      notify.error(errorMessage(err, t('playClock.panicFailed')));
    }
  };

  return (
    <Cover
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !panic.isPending) onCancel();
      }}
    >
      <Box role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{t('playClock.panicTitle')}</h2>
        <p id={textId}>{t('playClock.panicText')}</p>
        <Actions>
          <Button
            ref={first}
            size="lg"
            variant="danger"
            loading={panic.isPending}
            onClick={() => void confirm()}
          >
            {t('playClock.panicConfirm')}
          </Button>
          <Button size="lg" variant="secondary" disabled={panic.isPending} onClick={onCancel}>
            {t('playClock.panicCancel')}
          </Button>
        </Actions>
      </Box>
    </Cover>
  );
}

const Cover = styled.div`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.colors.backdrop};
`;
const Box = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  width: min(440px, 100%);
  padding: ${(p) => p.theme.space.xl};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.dialog};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;
const Actions = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

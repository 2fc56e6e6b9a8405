import { useMemo } from 'react';
import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { decodeGame } from '../../lib/game-codec';
import { GameNotFound } from './components/game-not-found';
import { PlayWindow } from './components/play-window';

/** `casino/play` — the phone's full-height game modal; the play window brings its own 35 px header. */
export function PlayDialog({ params, close }: DialogProps<'casino/play'>) {
  const { t } = useTranslation('casino');
  const game = useMemo(() => decodeGame(params?.encoded), [params?.encoded]);
  return (
    <DialogFrame
      title={game?.name ?? t('play.dialogTitle')}
      size="bare"
      flush
      onClose={game ? undefined : close}
      // Full screen: the modal only opens on phones (≤ 768 px), where the game needs every pixel.
      style={{ width: '100vw', height: '100dvh', maxWidth: '100vw', maxHeight: '100dvh', borderRadius: 0 }}
      data-testid="play-dialog"
    >
      {game ? (
        <PlayWindow game={game} isMobile onClose={close} headingAs="h2" />
      ) : (
        <GameNotFound onBack={close} />
      )}
    </DialogFrame>
  );
}

export default PlayDialog;

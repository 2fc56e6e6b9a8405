import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { Button, buttonBase } from '@playhub/kit/ui-kit';
import type { RealityCheckDue } from '../hooks/use-reality-check';

/** Props of {@link RealityCheck}. */
export interface RealityCheckProps {
  due: RealityCheckDue;
  onContinue: () => void;
  onStop: () => void;
}

/**
 * The reality check over the game (issue 20): time played this session and its net result, with
 * Continue, Stop playing (closes the game) and a link to the game history. It covers the game frame,
 * so play waits for an answer; focus moves to Continue.
 */
export function RealityCheck({ due, onContinue, onStop }: RealityCheckProps) {
  const { t, i18n } = useTranslation('casino');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const titleId = useId();
  const textId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const hours = Math.floor(due.played / 60);
  const duration =
    hours > 0
      ? t('play.hoursMinutes', { hours, minutes: due.played % 60 })
      : t('play.minutes', { count: due.played });
  return (
    <Cover>
      <Box role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{t('play.realityTitle')}</h2>
        <div id={textId}>
          <p>{t('play.realityPlayed', { duration })}</p>
          <p data-testid="reality-net" data-tone={due.net < 0 ? 'loss' : 'win'}>
            {t('play.realityNet', { amount: formatMoney(due.net, { lang }) })}
          </p>
        </div>
        <Actions>
          <Button ref={first} size="lg" onClick={onContinue}>
            {t('play.realityContinue')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onStop}>
            {t('play.realityStop')}
          </Button>
          <HistoryLink to="/dashboard/game-history" onClick={onStop}>
            {t('play.realityHistory')}
          </HistoryLink>
        </Actions>
      </Box>
    </Cover>
  );
}

const Cover = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
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
  [data-tone='loss'] {
    color: ${(p) => p.theme.colors.dangerText};
  }
`;
const Actions = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
const HistoryLink = styled(Link)`
  ${buttonBase}
  justify-self: center;
  color: ${(p) => p.theme.colors.accent};
`;

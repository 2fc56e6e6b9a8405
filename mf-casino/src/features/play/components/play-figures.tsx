import styled from 'styled-components';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { VisuallyHidden } from '@playhub/kit/ui-kit';
import { usePlayClock } from '../hooks/use-play-clock';
import { formatElapsed } from '../model/play-clock';

/**
 * The session's elapsed time and net position (wins − stakes since login) in the play header (issue
 * 32, UKGC RTS 13C/2E). The figures are the server's; the clock ticks between its answers. Two small
 * lines on phones (labels for screen readers and on hover), one line with labels from 1024 px.
 */
export function PlayFigures() {
  const { t, i18n } = useTranslation('casino');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const clock = usePlayClock();
  const time = clock.state === 'ready' ? formatElapsed(clock.seconds) : '–:––';
  const net =
    clock.state === 'ready' ? `${clock.net > 0 ? '+' : ''}${formatMoney(clock.net, { lang })}` : '–';
  const status =
    clock.state === 'error'
      ? t('playClock.unavailable')
      : clock.state === 'loading'
        ? t('playClock.loading')
        : '';
  return (
    <Figures
      role="group"
      aria-label={t('playClock.label')}
      aria-busy={clock.state === 'loading'}
      title={status || undefined}
      data-testid="play-figures"
      data-state={clock.state}
    >
      <Figure>
        <Label>{t('playClock.time')}</Label>{' '}
        <Value data-testid="play-clock" translate="no">
          {time}
        </Value>
      </Figure>
      <Figure>
        <Label>{t('playClock.net')}</Label>{' '}
        <Value
          data-testid="play-net"
          data-tone={
            clock.state === 'ready' ? (clock.net < 0 ? 'loss' : clock.net > 0 ? 'win' : 'even') : 'none'
          }
        >
          {net}
        </Value>
      </Figure>
      {status && <VisuallyHidden>{status}</VisuallyHidden>}
    </Figures>
  );
}

const Figures = styled.div`
  display: grid;
  flex: none;
  align-content: center;
  justify-items: end;
  line-height: 1.15;
  font-size: 11px;
  font-variant-numeric: tabular-nums;
  @media (min-width: 1024px) {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space.md};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Figure = styled.span`
  white-space: nowrap;
`;

// Shown from 1024 px; on phones the group's name and the hidden labels say what the numbers are.
const Label = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  @media (max-width: 1023.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (min-width: 1024px) {
    margin-right: ${(p) => p.theme.space.xs};
  }
`;

const Value = styled.span`
  font-weight: ${(p) => p.theme.fontWeights.bold};
  &[data-tone='loss'] {
    color: ${(p) => p.theme.colors.dangerText};
  }
  &[data-tone='win'] {
    color: ${(p) => p.theme.colors.successText};
  }
`;

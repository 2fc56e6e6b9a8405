import type { RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { CloseIcon } from '@playhub/kit/ui-kit';
import { ReloadIcon, StopIcon } from '../../../components/icons';
import { PlayFigures } from './play-figures';

interface Props {
  name: string;
  titleId: string;
  /** h1 on the play page, h2 inside the game dialog. */
  headingAs: 'h1' | 'h2';
  onDeposit: () => void;
  /** The panic button: asks its one confirmation (issue 32). */
  onPanic: () => void;
  /** The panic button, to take the focus back when its confirmation is declined. */
  panicRef?: RefObject<HTMLButtonElement | null>;
  onReload: () => void;
  onClose: () => void;
}

/**
 * Requirements §2 play window header (35 px): game name, the session's time and net position and the
 * panic button (issue 32), Deposit, reload and close. Nothing of it lies over the game.
 */
export function PlayHeader({
  name,
  titleId,
  headingAs,
  onDeposit,
  onPanic,
  panicRef,
  onReload,
  onClose,
}: Props) {
  const { t } = useTranslation('casino');
  return (
    <Bar>
      <Title as={headingAs} id={titleId}>
        {name}
      </Title>
      <PlayFigures />
      <Panic
        ref={panicRef}
        type="button"
        aria-label={t('playClock.panicLabel')}
        title={t('playClock.panicLabel')}
        onClick={onPanic}
      >
        <StopIcon />
        <span>{t('playClock.panic')}</span>
      </Panic>
      <Deposit type="button" onClick={onDeposit}>
        {t('play.deposit')}
      </Deposit>
      <Icon type="button" aria-label={t('play.reload')} title={t('play.reload')} onClick={onReload}>
        <ReloadIcon />
      </Icon>
      <Icon type="button" aria-label={t('play.close')} title={t('play.close')} onClick={onClose}>
        <CloseIcon />
      </Icon>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  flex: none;
  height: ${(p) => p.theme.layout.playHeaderHeight};
  padding: 0 ${(p) => p.theme.space.xs} 0 ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Deposit = styled.button`
  height: 27px;
  padding: 0 ${(p) => p.theme.space.md};
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  &:hover {
    background: ${(p) => p.theme.colors.accentHover};
  }
`;

// Icon only on phones (its name says what it does); with its short label from 1024 px.
const Panic = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 27px;
  padding: 0 5px;
  border: 1px solid ${(p) => p.theme.colors.dangerText};
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.dangerText};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  white-space: nowrap;
  span {
    display: none;
  }
  @media (min-width: 1024px) {
    padding: 0 ${(p) => p.theme.space.sm};
    span {
      display: inline;
    }
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
`;

const Icon = styled.button`
  display: grid;
  place-items: center;
  width: 29px;
  height: 29px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  &:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
`;

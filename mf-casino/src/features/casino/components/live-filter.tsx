import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { liveFilters, type LiveFilter as Filter } from '../../../lib/filter-games';

interface Props {
  value: Filter;
  onChange: (value: Filter) => void;
}

/** Requirements §2 live casino filter: All, Roulette, Blackjack, Poker, Baccarat, Dealer. */
export function LiveFilter({ value, onChange }: Props) {
  const { t } = useTranslation('casino');
  return (
    <Group role="group" aria-label={t('liveFilter.label')}>
      {liveFilters.map((f) => (
        <Chip key={f} type="button" aria-pressed={value === f} onClick={() => onChange(f)}>
          {t(`liveFilter.${f}`)}
        </Chip>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs};
`;

const Chip = styled.button`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.accent};
    border-color: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.onAccent};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;

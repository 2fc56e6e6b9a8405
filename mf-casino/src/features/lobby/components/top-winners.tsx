import styled from 'styled-components';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation, type Language } from '@playhub/shared/i18n';
import { ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { useTopWinners } from '../api/get-top-winners';

/**
 * A winner's amount written as the header writes money in `lang` (tr `₺25.000,00`, en `₺25,000.00`);
 * a row in another currency keeps its own symbol (Requirements §3 currencySymbol) before the same digits.
 */
export function winnerAmount(amount: number, symbol: string, lang: Language): string {
  const text = formatMoney(amount, { lang });
  return symbol === '₺' ? text : `${symbol}${text.replace('₺', '')}`;
}

/** Requirements §2 'Top Winners' card: scrollable list (max 16.5rem) of image, game, name and amount. */
export function TopWinners() {
  const { t, i18n } = useTranslation('casino');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const { data, isPending, isError, refetch } = useTopWinners();
  return (
    <Card aria-labelledby="top-winners-title" data-testid="top-winners">
      <h2 id="top-winners-title">{t('topWinners.title')}</h2>
      {isPending ? (
        <Skeleton height={44} count={4} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Muted>{t('topWinners.empty')}</Muted>
      ) : (
        <List tabIndex={0} aria-label={t('topWinners.title')}>
          {data.map((w, i) => (
            <Row key={`${w.name}-${w.game}-${i}`}>
              <img src={w.image} alt="" width={44} height={33} loading="lazy" decoding="async" />
              <Game title={w.game}>{w.game}</Game>
              <Name title={w.name}>{w.name}</Name>
              <Amount>{winnerAmount(w.amount, w.currencySymbol, lang)}</Amount>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  max-height: 16.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.xs} 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.surfaceRaised};
  font-size: ${(p) => p.theme.fontSizes.sm};
  img {
    width: 44px;
    height: 33px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

const ellipsis = `
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Game = styled.span`
  ${ellipsis}
`;

// Requirements §2: names truncated at 8rem, 5.6rem below 1400 px.
const Name = styled.span`
  ${ellipsis}
  max-width: 5.6rem;
  color: ${(p) => p.theme.colors.textMuted};
  @media (min-width: 1400px) {
    max-width: 8rem;
  }
`;

const Amount = styled.span`
  color: ${(p) => p.theme.colors.successText};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  white-space: nowrap;
`;

const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

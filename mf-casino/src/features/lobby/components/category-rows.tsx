import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import type { CasinoCategory } from '@playhub/shared/contracts';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { GameCardItems } from '../../../components/game-card';
import { useGameActions, type GameActions } from '../../../lib/use-game-actions';
import { categoryPath } from '../../../lib/casino-pages';

// A row is a teaser: the full list is one click away on the category page.
const ROW_LIMIT = 12;

/** The home page's game rows: each category tagged 'home' with its first games. */
export function CategoryRows() {
  const { t } = useTranslation('casino');
  const categories = (useBootstrap()?.casinoCategoryList ?? []).filter(
    (c) => c.slugList.includes('home') && c.games.length > 0,
  );
  const actions = useGameActions();
  if (categories.length === 0) return null;
  return (
    // A role, so the label is announced (aria-label on a plain div is not).
    <Rows role="group" aria-label={t('home.categories')}>
      {categories.map((category) => (
        <Row key={category.id} category={category} actions={actions} />
      ))}
    </Rows>
  );
}

function Row({ category, actions }: { category: CasinoCategory; actions: GameActions }) {
  const { t } = useTranslation('casino');
  const headingId = `category-row-${category.id}`;
  return (
    <section aria-labelledby={headingId} data-testid="category-row">
      <Head>
        <h2 id={headingId}>{category.name}</h2>
        <Link to={categoryPath(category)} aria-label={`${t('category.seeAll')}: ${category.name}`}>
          {t('category.seeAll')}
        </Link>
      </Head>
      <Track aria-label={category.name}>
        <GameCardItems games={category.games.slice(0, ROW_LIMIT)} actions={actions} />
      </Track>
    </section>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xl};
`;

/** A game row's heading line (title, then its link). */
export const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
  margin-bottom: ${(p) => p.theme.space.sm};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  a {
    font-size: ${(p) => p.theme.fontSizes.sm};
    white-space: nowrap;
  }
`;

// Horizontal scroller with snap; tiles keep a fixed width so the row never reflows.
/** A game row's tiles. */
export const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 168px;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0 0 ${(p) => p.theme.space.sm};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  > li {
    scroll-snap-align: start;
  }
  @media (max-width: 575.98px) {
    grid-auto-columns: 136px;
  }
`;

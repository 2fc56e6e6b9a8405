import styled from 'styled-components';
import { HOME_SLIDER_SLUG } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { VisuallyHidden } from '@playhub/kit/ui-kit';
import { BannerCarousel } from '../../components/banner-carousel/banner-carousel';
import { useSliderSlug } from '../../components/banner-carousel/use-carousel-slides';
import { CategoryRows } from './components/category-rows';
import { RecentRow } from './components/recent-row';
import { TopWinners } from './components/top-winners';
import { VideoBanner } from './components/video-banner';

/** `/` — the home lobby: banners, the video banner, game rows and the Top Winners card. */
export function HomePage() {
  const { t } = useTranslation('casino');
  useSliderSlug(HOME_SLIDER_SLUG);
  return (
    <Page data-testid="casino-home">
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      <BannerCarousel slug={HOME_SLIDER_SLUG} />
      <VideoBanner />
      <Columns>
        <Main>
          <RecentRow />
          <CategoryRows />
        </Main>
        <Aside>
          <TopWinners />
        </Aside>
      </Columns>
    </Page>
  );
}

export default HomePage;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xl};
  width: 100%;
  max-width: 1400px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space.lg};
  @media (max-width: 575.98px) {
    gap: ${(p) => p.theme.space.lg};
    padding: ${(p) => p.theme.space.sm};
  }
`;

// Top Winners sits beside the game rows on wide screens and under them on narrow ones.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space.xl};
  align-items: start;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xl};
  min-width: 0;
`;

const Aside = styled.aside`
  @media (min-width: 1200px) {
    position: sticky;
    top: ${(p) => p.theme.space.lg};
  }
`;

import styled from 'styled-components';
import type { Promotion } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { openDialog } from '@playhub/shared/ui';
import { Button } from '@playhub/kit/ui-kit';

/** One promotion in the list: thumbnail, title and a Details button opening the detail dialog. */
export function PromotionCard({ promotion, first }: { promotion: Promotion; first: boolean }) {
  const { t } = useTranslation('casino');
  const headingId = `promotion-${promotion.id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="promotion-card">
      <Thumb>
        {promotion.images[0] && (
          <img
            src={promotion.images[0]}
            alt=""
            width={600}
            height={300}
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </Thumb>
      <Body>
        <h2 id={headingId}>{promotion.title}</h2>
        <Button
          onClick={() => openDialog('casino/promotion', { id: promotion.id })}
          aria-label={t('promotions.detailsOf', { title: promotion.title })}
        >
          {t('promotions.details')}
        </Button>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  overflow: hidden;
`;

const Thumb = styled.div`
  aspect-ratio: 2 / 1;
  background: ${(p) => p.theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.lg};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

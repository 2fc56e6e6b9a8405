import { useMemo } from 'react';
import styled from 'styled-components';
import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { DialogFrame, EmptyState, ErrorState, Spinner } from '@playhub/shared/ui-kit';
import { usePromotions } from './api/get-promotions';
import { sanitizeHtml } from '@playhub/shared/sanitize';

/**
 * `casino/promotion` — Requirements §2 promotion detail: second image, title, HTML description (sanitised).
 */
export function PromotionDialog({ params, close }: DialogProps<'casino/promotion'>) {
  const { t } = useTranslation('casino');
  const { data, isPending, isError, refetch } = usePromotions();
  const promotion = data?.find((p) => p.id === params?.id);
  const html = useMemo(() => (promotion ? sanitizeHtml(promotion.description) : ''), [promotion]);

  let body;
  if (isPending) body = <Spinner block />;
  else if (isError) body = <ErrorState onRetry={() => void refetch()} />;
  else if (!promotion) body = <EmptyState message={t('promotions.notFound')} />;
  else
    body = (
      <Detail>
        {(promotion.images[1] ?? promotion.images[0]) && (
          <img src={promotion.images[1] ?? promotion.images[0]} alt="" width={990} height={400} />
        )}
        <h3>{promotion.title}</h3>
        {/* Sanitised by DOMPurify above: scripts, handlers and javascript: URLs are gone. */}
        <Description data-testid="promotion-description" dangerouslySetInnerHTML={{ __html: html }} />
      </Detail>
    );

  return (
    <DialogFrame
      title={promotion?.title ?? t('promotions.dialogTitle')}
      onClose={close}
      data-testid="promotion-dialog"
    >
      {body}
    </DialogFrame>
  );
}

export default PromotionDialog;

const Detail = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.lg};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 99 / 40;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`;

const Description = styled.div`
  line-height: 1.6;
  p + p,
  ul,
  ol {
    margin-top: ${(p) => p.theme.space.sm};
  }
  a {
    color: ${(p) => p.theme.colors.accent};
  }
`;

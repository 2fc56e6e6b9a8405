import { useMemo } from 'react';
import styled from 'styled-components';
import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { buttonBase, DialogFrame, EmptyState, ErrorState, Spinner } from '@playhub/kit/ui-kit';
import { usePromotions } from './api/get-promotions';
import { promotionAction, termsPath } from './promotion-action';
import { sanitizeHtml } from '@playhub/kit/sanitize';

/**
 * `casino/promotion` — Requirements §2 promotion detail: second image, HTML description (sanitised)
 * under the dialog's title (said once), then its action — deposit, claim its bonus, or play — and a
 * link to its terms (issue 33).
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
  else {
    const action = promotionAction(promotion);
    const terms = termsPath(promotion);
    body = (
      <Detail>
        {(promotion.images[1] ?? promotion.images[0]) && (
          <img src={promotion.images[1] ?? promotion.images[0]} alt="" width={990} height={400} />
        )}
        {/* Sanitised by DOMPurify above: scripts, handlers and javascript: URLs are gone. */}
        <Description data-testid="promotion-description" dangerouslySetInnerHTML={{ __html: html }} />
        <Actions>
          <ActionLink to={action.to} onClick={close} data-testid="promotion-action" data-action={action.kind}>
            {t(`promotions.actions.${action.kind}`)}
          </ActionLink>
          {terms && (
            <Link to={terms} onClick={close} data-testid="promotion-terms">
              {t('promotions.terms')}
            </Link>
          )}
        </Actions>
      </Detail>
    );
  }

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
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
  a:not([data-testid='promotion-action']) {
    color: ${(p) => p.theme.colors.accent};
  }
`;

const ActionLink = styled(Link)`
  ${buttonBase}
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space.xl};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  text-decoration: none;
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

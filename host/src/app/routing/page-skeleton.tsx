import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

/** Placeholder of a page while its vertical loads: fixed blocks so nothing jumps. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Wrap role="status" aria-live="polite" aria-label={t('remote.loading')}>
      <Block style={{ height: 180 }} />
      <Row>
        {Array.from({ length: 6 }, (_, i) => (
          <Block key={i} style={{ height: 120 }} />
        ))}
      </Row>
    </Wrap>
  );
}

const pulse = keyframes`from { opacity: .45 } to { opacity: .8 }`;
const Wrap = styled.div`
  padding: 1rem;
  display: grid;
  gap: 1rem;
  min-height: 60vh;
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 0.75rem;
`;
const Block = styled.div`
  border-radius: 0.75rem;
  background: rgba(255, 255, 255, 0.08);
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

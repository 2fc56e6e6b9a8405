import styled from 'styled-components';
import { Link } from '@playhub/shared/router';
import { useTranslation } from '@playhub/shared/i18n';

/** The 404 page inside the frame. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <Wrap>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Wrap>
  );
}

const Wrap = styled.section`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  text-align: center;
  padding: 2rem 1rem;
  a {
    color: ${(p) => p.theme.colors.accent};
  }
`;

import { useState } from 'react';
import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import type { CasinoCategory } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { DefaultCategoryIcon } from '../../../components/icons';

interface Props {
  categories: readonly CasinoCategory[];
  selected: number | null;
  /** Builds the link of a category (null = all). */
  hrefFor: (id: number | null) => string;
}

/** Category navigation of a casino page (bootstrap casinoCategoryList); the URL holds the choice. */
export function CategoryNav({ categories, selected, hrefFor }: Props) {
  const { t } = useTranslation('casino');
  return (
    <nav aria-label={t('category.nav')}>
      <List>
        <li>
          <Item to={hrefFor(null)} aria-current={selected === null ? 'page' : undefined}>
            <DefaultCategoryIcon />
            <span>{t('category.all')}</span>
          </Item>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Item to={hrefFor(c.id)} aria-current={selected === c.id ? 'page' : undefined}>
              <CategoryImage src={c.imageUrl} />
              <span>{c.name}</span>
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** The category's image, or the default tile when it is absent or fails to load (Requirements §3). */
function CategoryImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <DefaultCategoryIcon />;
  return <img src={src} alt="" width={28} height={28} loading="lazy" onError={() => setFailed(true)} />;
}

const List = styled.ul`
  display: flex;
  gap: ${(p) => p.theme.space.sm};
  margin: 0;
  padding: 0 0 ${(p) => p.theme.space.xs};
  list-style: none;
  overflow-x: auto;
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  min-width: 96px;
  min-height: 72px;
  padding: ${(p) => p.theme.space.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  text-align: center;
  text-decoration: none;
  img {
    width: 28px;
    height: 28px;
    object-fit: contain;
  }
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &[aria-current='page'] {
    border-color: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.accent};
  }
`;

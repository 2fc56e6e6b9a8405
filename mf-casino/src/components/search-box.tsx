import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { normalizeSearch } from '@playhub/kit/format';
import { Spinner, VisuallyHidden } from '@playhub/kit/ui-kit';
import { useSearchGames } from '../lib/api/search-games';
import { searchPath } from '../lib/search-route';
import { useDebounced } from '../lib/use-debounced';
import { useGameActions } from '../lib/use-game-actions';
import { SearchIcon } from './icons';

interface Props {
  live: boolean;
  term: string;
  onTermChange: (term: string) => void;
}

/**
 * Game search: quick results from `casino/games` (take 5) under the field, each opening its game;
 * Enter or the 'All results' link goes to the full results view. Nothing happens without a term.
 */
export function SearchBox({ live, term, onTermChange }: Props) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const { open } = useGameActions();
  const [expanded, setExpanded] = useState(false);
  const debounced = useDebounced(term);
  const query = useSearchGames(debounced, live);
  const inputId = useId();
  const resultsId = useId();
  const box = useRef<HTMLDivElement>(null);
  const trimmed = normalizeSearch(term);
  const showResults = expanded && trimmed.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    setExpanded(false);
    void navigate(searchPath(trimmed, live));
  };

  return (
    <Box
      ref={box}
      onBlur={(e) => !box.current?.contains(e.relatedTarget as Node | null) && setExpanded(false)}
      onKeyDown={(e) => e.key === 'Escape' && setExpanded(false)}
    >
      <form role="search" onSubmit={submit}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('search.label')}
        </VisuallyHidden>
        <Field>
          <SearchIcon />
          <input
            id={inputId}
            type="search"
            value={term}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            // No aria-expanded: a searchbox may not carry it (axe aria-allowed-attr); the results follow it.
            aria-controls={showResults ? resultsId : undefined}
            onFocus={() => setExpanded(true)}
            onChange={(e) => {
              onTermChange(e.target.value);
              setExpanded(true);
            }}
          />
          <Submit type="submit" disabled={!trimmed}>
            {t('search.submit')}
          </Submit>
        </Field>
      </form>
      {showResults && (
        <Results id={resultsId} aria-label={t('search.quickResults')} data-testid="quick-results">
          {query.isFetching && !query.data && <Spinner block size={20} />}
          {query.data && query.data.length === 0 && (
            <Hint>{t('search.noResults', { term: normalizeSearch(debounced) })}</Hint>
          )}
          <ul>
            {(query.data ?? []).slice(0, 5).map((game) => (
              <li key={`${game.providerName}:${game.gameCode}`}>
                <Result type="button" onClick={() => open(game)}>
                  <img src={game.imageUrl} alt="" width={48} height={36} loading="lazy" />
                  <span>
                    <strong>{game.name}</strong>
                    <small>{game.providerName}</small>
                  </span>
                </Result>
              </li>
            ))}
          </ul>
          <All to={searchPath(trimmed, live)} onClick={() => setExpanded(false)}>
            {t('search.allResults', { term: trimmed })}
          </All>
        </Results>
      )}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  flex: 1 1 240px;
  min-width: 0;
  max-width: 420px;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  padding: 0 0 0 ${(p) => p.theme.space.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.textMuted};
  &:focus-within {
    border-color: ${(p) => p.theme.colors.accent};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    border: 0;
    background: transparent;
    color: ${(p) => p.theme.colors.text};
  }
  input:focus-visible {
    outline: none;
  }
`;

const Submit = styled.button`
  min-height: 40px;
  padding: 0 ${(p) => p.theme.space.lg};
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Results = styled.section`
  position: absolute;
  z-index: ${(p) => p.theme.zIndex.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  padding: ${(p) => p.theme.space.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.dialog};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Result = styled.button`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  width: 100%;
  padding: ${(p) => p.theme.space.xs};
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  text-align: left;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  img {
    width: 48px;
    height: 36px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.sm};
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Hint = styled.p`
  padding: ${(p) => p.theme.space.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const All = styled(Link)`
  display: block;
  padding: ${(p) => p.theme.space.sm};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

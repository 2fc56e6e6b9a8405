import styled from 'styled-components';
import { asLanguage, changeLanguage, languages, useTranslation, type Language } from '@playhub/shared/i18n';
import { GlobeIcon } from './icons';

/**
 * Requirements §2 language dropdown (English, Turkish). A native select with no empty option, so it cannot
 * be cleared; choosing stores the language and reloads (Requirements §4).
 */
export function LanguageSelect({ id, className }: { id: string; className?: string }) {
  const { t, i18n } = useTranslation('host');
  const current: Language = asLanguage(i18n.language) ?? 'tr';
  return (
    <Wrap className={className}>
      <GlobeIcon size={18} />
      <select
        id={id}
        aria-label={t('language.label')}
        value={current}
        onChange={(e) => changeLanguage(asLanguage(e.target.value) ?? current)}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  select {
    appearance: auto;
    border: 0;
    background: transparent;
    color: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    min-height: 34px;
    cursor: pointer;
  }
  option {
    background: ${(p) => p.theme.colors.surface};
  }
`;

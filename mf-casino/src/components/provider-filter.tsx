import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

interface Props {
  providers: string[];
  value: string | null;
  onChange: (name: string | null) => void;
}

/** The lobby's provider filter: a labelled select, "All providers" first. */
export function ProviderFilter({ providers, value, onChange }: Props) {
  const { t } = useTranslation('casino');
  const id = useId();
  // A provider in the URL that the list does not know still shows as chosen.
  const options = value && !providers.includes(value) ? [value, ...providers] : providers;
  return (
    <Field>
      <label htmlFor={id}>{t('providerFilter.label')}</label>
      <select
        id={id}
        data-testid="provider-filter"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t('providerFilter.all')}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  label {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    white-space: nowrap;
  }
  select {
    min-height: 40px;
    min-width: 0;
    max-width: 100%;
    padding: 0 ${(p) => p.theme.space.md};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
`;

import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, notify } from '@playhub/kit/ui-kit';

/** The recovery codes, shown once: copy, download as a text file, then done. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const { t } = useTranslation('account');
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('loginTerms.copied'));
    } catch {
      notify.error(t('loginTerms.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'playhub-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack>
      <h3>{t('loginTerms.codesTitle')}</h3>
      <p>{t('loginTerms.codesLead')}</p>
      <Codes aria-label={t('loginTerms.codesTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </Codes>
      <Row>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('loginTerms.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('loginTerms.download')}
        </Button>
        {onDone && <Button onClick={onDone}>{t('loginTerms.codesSaved')}</Button>}
      </Row>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3,
  p {
    margin: 0;
  }
`;

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, max-content));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: monospace;
  font-size: 1.05em;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

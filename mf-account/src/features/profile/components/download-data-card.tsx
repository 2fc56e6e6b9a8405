import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import type { DataExportFormat } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { useDownloadMyData } from '../api/download-my-data';

/** "Your data": downloads everything the site holds on the player, as JSON or as CSV files. */
export function DownloadDataCard() {
  const { t } = useTranslation('account');
  const download = useDownloadMyData();
  const [format, setFormat] = useState<DataExportFormat | null>(null);
  const [done, setDone] = useState<DataExportFormat | null>(null);
  const start = (f: DataExportFormat) => {
    setFormat(f);
    setDone(null);
    download.mutate(f, { onSuccess: () => setDone(f) });
  };
  return (
    <Card as="section" aria-labelledby="data-download-title" data-testid="data-download">
      <h2 id="data-download-title">{t('dataRights.downloadTitle')}</h2>
      <p>{t('dataRights.downloadLead')}</p>
      <Actions>
        {(['json', 'csv'] as const).map((f) => (
          <Button
            key={f}
            variant="secondary"
            loading={download.isPending && format === f}
            onClick={() => start(f)}
          >
            {t(`dataRights.download.${f}`)}
          </Button>
        ))}
      </Actions>
      <p role="status" aria-live="polite">
        {download.isPending
          ? t('dataRights.preparing')
          : done
            ? t('dataRights.downloaded', { format: done.toUpperCase() })
            : ''}
      </p>
      {download.isError && (
        <Problem role="alert">{errorMessage(download.error, t('dataRights.downloadFailed'))}</Problem>
      )}
    </Card>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;

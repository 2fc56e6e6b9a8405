import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import {
  KYC_ACCEPT,
  KYC_MAX_UPLOAD_BYTES,
  type KycDocument,
  type KycDocumentKind,
} from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, FormError, StatusBadge, controlCss } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { useUploadKycDocument } from '../api/upload-kyc-document';

/**
 * One document kind: its newest document's status, and while none waits or holds, a file picker
 * and a send button. The file is checked here for size only (to spare a long upload); its type is
 * the server's to judge, by content.
 */
export function KycUploadForm({ kind, latest }: { kind: KycDocumentKind; latest?: KycDocument }) {
  const { t } = useTranslation('account');
  const upload = useUploadKycDocument();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const id = useId();
  const title = `${id}-title`;
  const waiting = latest?.status === 'pending';
  const holds =
    latest?.status === 'approved' && !!latest.expiresAt && latest.expiresAt > new Date().toISOString();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setDone('');
    const file = input.current?.files?.[0];
    if (!file) return setError(t('kyc.chooseFirst'));
    if (file.size > KYC_MAX_UPLOAD_BYTES) return setError(t('kyc.tooBig', { max: '5 MB' }));
    try {
      const { message } = await upload.mutateAsync({ kind, file });
      setDone(message);
      if (input.current) input.current.value = '';
    } catch (err) {
      setError(errorMessage(err, t('common:errorGeneric')));
    }
  };

  return (
    <Card as="section" aria-labelledby={title}>
      <Head>
        <h2 id={title}>{t(`kyc.kind.${kind}`)}</h2>
        {latest && (
          <StatusBadge
            tone={
              latest.status === 'approved' ? 'success' : latest.status === 'rejected' ? 'danger' : 'accent'
            }
          >
            {t(`kyc.docStatus.${latest.status}`)}
          </StatusBadge>
        )}
      </Head>
      <Lead>{t(`kyc.what.${kind}`)}</Lead>
      {latest?.status === 'rejected' && <Lead>{t('kyc.rejectedBecause', { reason: latest.reason })}</Lead>}
      {waiting || holds ? (
        <Lead>{waiting ? t('kyc.waiting') : t('kyc.holds')}</Lead>
      ) : (
        <Form onSubmit={submit} noValidate aria-labelledby={title}>
          <label htmlFor={`${id}-file`}>{t('kyc.file')}</label>
          <File
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={KYC_ACCEPT}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
          />
          <Hint id={`${id}-hint`}>{t('kyc.hint')}</Hint>
          <FormError id={`${id}-error`} error={error ? { message: error } : undefined} />
          <div>
            <Button type="submit" loading={upload.isPending}>
              {upload.isPending ? t('kyc.sending') : t('kyc.send')}
            </Button>
          </div>
        </Form>
      )}
      {done && <Done role="status">{done}</Done>}
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const File = styled.input`
  ${controlCss};
  padding: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Done = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycState } from '@playhub/shared/contracts';
import { fakeApi, resetStores, signIn } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import KycPage from './kyc-page';

const rejected: KycState = {
  status: 'rejected',
  reason: 'The photo is blurred',
  expiresAt: null,
  documents: [
    {
      id: 2,
      kind: 'identity',
      fileType: 'image',
      status: 'rejected',
      reason: 'The photo is blurred',
      createdAt: '2026-11-20T10:00:00',
      expiresAt: null,
    },
    {
      id: 1,
      kind: 'address',
      fileType: 'pdf',
      status: 'pending',
      reason: '',
      createdAt: '2026-11-19T10:00:00',
      expiresAt: null,
    },
  ],
  withdrawThreshold: 2000,
  withdrawnTotal: 500,
};

describe('Identity verification page (issue 32, item 3)', () => {
  beforeEach(() => {
    resetStores();
    signIn({ username: 'demo' });
  });

  it('says why a document was rejected, offers a new upload for it only, and what can still be withdrawn', async () => {
    fakeApi({ 'GET kyc/status': { data: rejected } });
    renderAccount(<KycPage />);
    const status = await screen.findByRole('region', { name: 'Your verification' });
    expect(status).toHaveTextContent('Rejected');
    expect(status).toHaveTextContent('A document was rejected: The photo is blurred. Send a new one below.');
    expect(status).toHaveTextContent('Until then you can withdraw ₺1,500.00 more.');
    const identity = screen.getByRole('region', { name: 'Identity document' });
    expect(within(identity).getByLabelText('Choose a photo or a PDF')).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Proof of address' });
    expect(address).toHaveTextContent('This document is being reviewed');
    expect(within(address).queryByRole('button', { name: 'Send the document' })).toBeNull();
  });

  it('refuses a file over 5 MB before sending it, and asks for a file when none is chosen', async () => {
    const api = fakeApi({ 'GET kyc/status': { data: { ...rejected, documents: [] } } });
    renderAccount(<KycPage />);
    const identity = await screen.findByRole('region', { name: 'Identity document' });
    const user = userEvent.setup();
    await user.click(within(identity).getByRole('button', { name: 'Send the document' }));
    expect(await within(identity).findByText('Choose a file first.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.jpg', { type: 'image/jpeg' });
    await user.upload(within(identity).getByLabelText('Choose a photo or a PDF'), big);
    await user.click(within(identity).getByRole('button', { name: 'Send the document' }));
    expect(
      await within(identity).findByText('The file is larger than 5 MB: choose a smaller photo or scan.'),
    ).toBeInTheDocument();
    expect(api.called('POST kyc/documents')).toEqual([]);
  });
});

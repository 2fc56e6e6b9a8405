import { screen } from '@testing-library/react';
import { fakeApi, resetStores, signIn } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import ComplaintsPage from './complaints-page';

const disputeBody = { name: 'IBAS', url: 'https://www.ibas-uk.com/' };

describe('Complaints page (issue 32, item 7)', () => {
  beforeEach(() => {
    resetStores();
    signIn({ username: 'demo' });
  });

  it('says when there are no complaints and names the dispute body, opening in a new tab', async () => {
    fakeApi({ 'GET complaints/list': { data: { items: [], disputeBody } } });
    renderAccount(<ComplaintsPage />);
    expect(await screen.findByText('You have not filed any complaints.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'IBAS (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.ibas-uk.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists a complaint with its reference, subject, status and the answer', async () => {
    fakeApi({
      'GET complaints/list': {
        data: {
          items: [
            {
              id: 1,
              reference: 'CMP-2026-7KQ3ZD',
              category: 'bonus',
              text: 'The bonus was not credited.',
              related: '',
              status: 'answered',
              answer: 'It is credited now.',
              createdAt: '2026-11-20T10:00:00',
              updatedAt: '2026-11-21T10:00:00',
            },
          ],
          disputeBody,
        },
      },
    });
    renderAccount(<ComplaintsPage />);
    const item = await screen.findByRole('article', { name: 'CMP-2026-7KQ3ZD · Bonus' });
    expect(item).toHaveTextContent('Answered');
    expect(item).toHaveTextContent('Our answer: It is credited now.');
  });
});

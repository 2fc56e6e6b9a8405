import styled from 'styled-components';
import { CloseAccountCard } from './close-account-card';
import { DownloadDataCard } from './download-data-card';

/** The account page's data rights (issue 32, item 5): downloading one's data, closing the account. */
export function DataRightsSection() {
  return (
    <Stack>
      <DownloadDataCard />
      <CloseAccountCard />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  form {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

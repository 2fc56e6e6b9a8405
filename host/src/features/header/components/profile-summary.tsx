import styled from 'styled-components';
import { useSession } from '@playhub/shared/session';
import { UserIcon } from '@/components/icons';

/**
 * The host's own profile block (avatar, name, user code): shown until, or instead of, the account
 * widget, and of its size (avatar, name width, gaps), so the header does not move when it arrives.
 */
export function ProfileSummary() {
  const userName = useSession((s) => s.userName);
  const userCode = useSession((s) => s.userCode);
  return (
    <Box>
      <Avatar>
        <UserIcon size={18} />
      </Avatar>
      <Text>
        <strong>{userName}</strong>
        {userCode && <small>{userCode}</small>}
      </Text>
    </Box>
  );
}

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;
const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceMuted};
  color: ${(p) => p.theme.colors.accent};
  flex: none;
`;
const Text = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  text-align: left;
  min-width: 0;
  strong {
    font-size: ${(p) => p.theme.fontSizes.sm};
    max-width: 10rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

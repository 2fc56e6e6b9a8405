import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { VisuallyHidden } from '@playhub/kit/ui-kit';

/** Initials for the avatar circle ('Ali Veli' → 'AV'). */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase('tr'));
  return letters.join('') || '?';
}

/** Header profile block (Requirements §2): avatar, name and user code of the logged-in player. */
export function ProfileBlock() {
  const { t } = useTranslation('account');
  const userName = useSession((s) => s.userName);
  const userCode = useSession((s) => s.userCode);
  return (
    <Block data-testid="profile-block">
      <Avatar role="img" aria-label={t('dashboard.avatar', { name: userName })}>
        {initials(userName)}
      </Avatar>
      <Text>
        <Name>{userName}</Name>
        <Code>
          <VisuallyHidden>{t('menu.userCode')}: </VisuallyHidden>
          {userCode}
        </Code>
      </Text>
    </Block>
  );
}

const Block = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

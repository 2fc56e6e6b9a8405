import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { logout, useSession } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { RemoteSlot } from '../composition/remote-slot';

/** Minimal header of the platform foundation; the full SPEC §2 header replaces it. */
export function ShellHeader() {
  const { t } = useTranslation('host');
  const hasLogin = useSession((s) => s.hasLogin);
  const balance = useSession((s) => s.balance);
  return (
    <Bar>
      <Link to="/">playhub</Link>
      <nav aria-label="main">
        <Link to="/casino/slot">Casino</Link> <Link to="/spor">Spor</Link> <Link to="/promotions">Promotions</Link>
      </nav>
      {hasLogin ? (
        <>
          <span data-testid="balance">{balance ?? '…'}</span>
          <RemoteSlot name="notifications" variant="inline">
            {(m) => {
              const Bell = m.widgets?.['notifications/bell'];
              return Bell ? <Bell /> : null;
            }}
          </RemoteSlot>
          <button type="button" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => openDialog('account/login')}>
          {t('nav.login')}
        </button>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  gap: 1rem;
  align-items: center;
  padding: 0.75rem 1rem;
  a {
    color: inherit;
  }
`;

import { useMemo } from 'react';
import { useBootstrap, siteOption } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { VisuallyHidden } from '@playhub/kit/ui-kit';
import { buildFrameUrl } from '../model/frame-url';
import { SPORTSBOOK_TIMEOUT_MS } from '../model/timeout';
import { sportsViews, type SportsPath } from '../model/views';
import { SportsbookFrame } from './sportsbook-frame';

/** Props of {@link SportsbookPage}. */
export interface SportsbookPageProps {
  path: SportsPath;
  /** Answer timeout; defaults to the configured one (15 s). */
  timeoutMs?: number;
}

/**
 * A sports route: the sportsbook frame of its brand and board for the current session. The URL is
 * derived from the session store, so logging in or out swaps the frame without a page reload.
 */
export default function SportsbookPage({ path, timeoutMs }: SportsbookPageProps) {
  const { t, i18n } = useTranslation('sports');
  const auth = useSession((s) => s.authData);
  const bootstrap = useBootstrap();
  const view = sportsViews[path];
  const betsy = siteOption(bootstrap, 'betsyUrl');
  const betco = siteOption(bootstrap, 'betcoUrl');
  const src = useMemo(
    () =>
      buildFrameUrl({
        view,
        auth,
        lang: i18n.language?.slice(0, 2) || 'tr',
        baseUrl: document.baseURI,
        siteUrls: { betsy, betco },
      }),
    [view, auth, i18n.language, betsy, betco],
  );
  const title = t(`view.${view.titleKey}`);
  return (
    <section aria-labelledby="sports-heading">
      <VisuallyHidden as="h1" id="sports-heading">
        {title}
      </VisuallyHidden>
      <SportsbookFrame
        src={src}
        title={t('frameTitle', { view: title })}
        timeoutMs={timeoutMs ?? SPORTSBOOK_TIMEOUT_MS}
      />
    </section>
  );
}

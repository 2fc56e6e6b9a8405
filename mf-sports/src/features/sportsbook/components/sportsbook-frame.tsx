import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { ErrorState, Spinner } from '@playhub/kit/ui-kit';
import { useAvailableHeight } from '../hooks/use-available-height';
import { useSportsbookFrame } from '../hooks/use-sportsbook-frame';

/** Props of {@link SportsbookFrame}. */
export interface SportsbookFrameProps {
  src: URL;
  /** Accessible name of the frame. */
  title: string;
  timeoutMs: number;
}

// The sportsbook keeps its own origin (its login, storage) but may not navigate the site's tab; on
// the site's own origin (a misconfigured deployment) it gets none, so it cannot read the session.
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The sandbox of a sportsbook frame URL: allow-same-origin only when it is not the site's origin. */
export function sportsbookSandbox(src: URL, site: string = window.location.origin): string {
  return src.origin === site ? SANDBOX : `${SANDBOX} allow-same-origin`;
}

/**
 * The sportsbook iframe, at least as tall as the viewport under the header and as tall as the
 * sportsbook says its content is, so only the page scrolls (no second scrollbar inside). Loading
 * and error states cover it until it answers.
 */
export function SportsbookFrame({ src, title, timeoutMs }: SportsbookFrameProps) {
  const { t } = useTranslation('sports');
  const wrapRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const available = useAvailableHeight(wrapRef);
  const { frameKey, status, reportedHeight, onLoad, retry } = useSportsbookFrame(frameRef, src, timeoutMs);
  const height = Math.max(available, Math.ceil(reportedHeight ?? 0));
  return (
    <Wrap ref={wrapRef} style={{ height }} data-status={status}>
      {status !== 'error' && (
        <Frame
          key={frameKey}
          ref={frameRef}
          src={src.href}
          sandbox={sportsbookSandbox(src)}
          title={title}
          onLoad={onLoad}
          allow="clipboard-write; fullscreen"
          aria-busy={status === 'loading'}
          $hidden={status === 'loading'}
        />
      )}
      {status === 'loading' && (
        <Cover>
          <Spinner size={36} label={t('loading')} />
        </Cover>
      )}
      {status === 'error' && (
        <Cover>
          <ErrorState message={t('notAnswering')} onRetry={retry} />
        </Cover>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

const Frame = styled.iframe<{ $hidden: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

import type { RefObject } from 'react';
import styled from 'styled-components';
import type { GameLaunch } from '../api/launch-game';

interface Props {
  launch: GameLaunch;
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
}

// Provider pages keep their own origin (storage, cookies) but may not navigate the site's tab.
const URL_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
// A launch URL on the site's own origin (a misconfigured deployment) must not get that origin:
// with allow-same-origin it could read the player's session from storage.
const OPAQUE_URL_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
// Untrusted HTML on our origin: scripts run, but in an opaque origin — never allow-same-origin.
const HTML_SANDBOX = 'allow-scripts allow-popups';

/**
 * The game: an iframe of the launch URL, or for SoftGamings its HTML document inside a sandboxed srcdoc
 * iframe (never injected into the page). The 100 ms script-injection delay (Requirements §9) belongs to the
 * in-page injection this replaces, so it has no counterpart here.
 */
export function GameFrame({ launch, title, frameRef, onLoad }: Props) {
  return launch.kind === 'url' ? (
    <UrlFrame launch={launch} title={title} frameRef={frameRef} onLoad={onLoad} />
  ) : (
    <Frame
      ref={frameRef}
      srcDoc={withPageNonce(launch.html)}
      title={title}
      sandbox={HTML_SANDBOX}
      allow="autoplay; fullscreen"
      onLoad={onLoad}
      data-testid="game-frame"
    />
  );
}

/**
 * A srcdoc document inherits the page's CSP, so under a nonce-based policy the provider's inline
 * script would be blocked. It gets the page's nonce; the sandbox (opaque origin) still keeps it away
 * from the site.
 */
export function withPageNonce(html: string, doc: Document = document): string {
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  return nonce ? html.replace(/<script\b/gi, `<script nonce="${nonce}"`) : html;
}

/** The sandbox of a launch URL: its own origin only when that is not the site's. */
export function urlSandbox(url: string, site: string = window.location.origin): string {
  return new URL(url, site).origin === site ? OPAQUE_URL_SANDBOX : URL_SANDBOX;
}

function UrlFrame({
  launch,
  title,
  frameRef,
  onLoad,
}: Props & { launch: Extract<GameLaunch, { kind: 'url' }> }) {
  return (
    <Frame
      ref={frameRef}
      src={launch.url}
      title={title}
      sandbox={urlSandbox(launch.url)}
      allow="autoplay; fullscreen; encrypted-media"
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      data-testid="game-frame"
    />
  );
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: #000;
`;

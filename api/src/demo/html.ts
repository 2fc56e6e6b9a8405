import type { FastifyReply } from 'fastify';

export type Lang = 'en' | 'tr';

/** en when the value says so, else tr (the site's default language for requests). */
export function langOf(value: unknown): Lang {
  return typeof value === 'string' && value.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

export { esc, scriptJson } from '../http/escape.js';

/**
 * Headers of a demo page: these pages live inside the site's iframes, so they send no framing
 * restriction at all (even `frame-ancestors *` refuses the opaque origin of a sandboxed srcdoc
 * frame, which is where the SoftGamings game runs), and nothing is cached.
 */
export function frameableHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/** Sends a demo page; drops framing headers a global hook may have set. */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  reply.removeHeader('x-frame-options');
  reply.removeHeader('content-security-policy');
  return reply.code(status).headers(frameableHeaders()).send(html);
}

/** Shared look of the demo pages: dark, readable, visible focus. */
export const BASE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;background:#101522;color:#eef1f7;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
button,select{font:inherit;border-radius:8px;border:1px solid #3a4663;background:#1d2538;color:#eef1f7;padding:.5rem .9rem;cursor:pointer}
button:hover{background:#27314a}
button:focus-visible,select:focus-visible{outline:3px solid #ffcc33;outline-offset:2px}
button:disabled{opacity:.55;cursor:progress}
.primary{background:#f5b400;border-color:#f5b400;color:#1a1300;font-weight:700}
.primary:hover{background:#ffc933}
.muted{color:#a9b3c9}
`;

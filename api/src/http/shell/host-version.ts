import path from 'node:path';
import { HOST, hostEntry, hostFolderOf, hostVersionOf } from '@playhub/composition/host';
import { SHELL_DATA_ID } from '@playhub/shared/contracts';
import { scriptJson } from '../escape.js';
import { cookieValue } from '../cookies.js';

/**
 * The cookie the page's start-up guard sets, for a few minutes, to the host version that failed to
 * start on this device (its script did not load, failed its integrity, or threw before the app
 * mounted): the next document is painted with the previous host version instead.
 */
export const HOST_FAILED_COOKIE = 'playhub_host_failed';

/** The host version a page is painted with (issue 31, item 5). */
export interface ServedHost {
  entry: string;
  version: string;
  /** `/host/<version>/`: the template's relative URLs point here. */
  folder: string;
  integrity: Record<string, string> | undefined;
  /** The previous version, to start instead when this one fails (none once fallen back). */
  fallback: { entry: string; version: string } | null;
  /** A side of a host canary: the page reports its start (`loaded`), the abort's denominator. */
  canary: boolean;
  /** True when this page is the fallback, painted because the resolved version failed here. */
  fellBack: boolean;
}

/**
 * The host version of a composition resolved for one player: its `host` entry (stable or the
 * canary's candidate), or its fallback when this device reported that version failing to start
 * (`playhub_host_failed`). Null without a (valid) host entry: the site's own index.html serves.
 */
export function servedHost(
  resolved: Record<string, unknown> | null,
  cookies: string | undefined,
): ServedHost | null {
  const parsed = hostEntry.safeParse(resolved?.[HOST]);
  if (!parsed.success) return null;
  const host = parsed.data;
  const version = host.version ?? hostVersionOf(host.entry)!;
  const fallbackVersion = hostVersionOf(host.fallbackEntry);
  const fallback =
    host.fallbackEntry && fallbackVersion && fallbackVersion !== version
      ? { entry: host.fallbackEntry, version: fallbackVersion }
      : null;
  const canary = host.canary === true;
  if (fallback && cookieValue(cookies, HOST_FAILED_COOKIE) === version)
    return {
      entry: fallback.entry,
      version: fallback.version,
      folder: hostFolderOf(fallback.entry),
      integrity: host.fallbackIntegrity,
      fallback: null,
      canary,
      fellBack: true,
    };
  return {
    entry: host.entry,
    version,
    folder: hostFolderOf(host.entry),
    integrity: host.integrity,
    fallback,
    canary,
    fellBack: false,
  };
}

/**
 * The composition as the page view records it: the host as served (its version first, so a
 * beacon of the version that ran counts; the other one too, for the report of the one that failed).
 */
export function withServedHost(
  resolved: Record<string, unknown> | null,
  host: ServedHost | null,
): Record<string, unknown> | null {
  if (!resolved || !host) return resolved;
  const other = host.fellBack ? (resolved[HOST] as { entry?: string }).entry : host.fallback?.entry;
  return {
    ...resolved,
    [HOST]: {
      entry: host.entry,
      version: host.version,
      ...(other ? { fallbackEntry: other } : {}),
      ...(host.canary ? { canary: true } : {}),
    },
  };
}

/**
 * Where the template of a host version is: beside the site's own (`SHELL_TEMPLATE` URL or file,
 * else SITE_DIR/index.html) under `/host/<version>/index.html`.
 */
export function hostTemplateLocation(base: string, folder: string): string {
  if (/^https?:\/\//.test(base)) return new URL(`${folder}index.html`, base).toString();
  return path.join(path.dirname(base), `.${folder}`, 'index.html');
}

/**
 * The page's start-up guard, inline in the head (the painter gives it the document's nonce, so the
 * CSP runs it; it loads nothing itself, so integrity rules stay the browser's). Until the app has
 * replaced #boot, a script of the host's folder that fails to load (network, 404, a wrong SHA-384)
 * or an error thrown from one is reported through the beacon (`POST /api/telemetry/remote`,
 * `vertical: "host"`, with the page-view token) and, when there is a previous version, the page
 * marks this version failed on this device and loads again: the server paints the previous host.
 * A canary's page also reports its start (`loaded`) once the document has loaded.
 */
export function startGuard(host: ServedHost): string {
  const config = {
    version: host.version,
    entry: host.entry,
    folder: host.folder,
    fallback: host.fallback !== null,
    canary: host.canary,
    cookie: HOST_FAILED_COOKIE,
    data: SHELL_DATA_ID,
    beacon: '/api/telemetry/remote',
  };
  return `<script>(function(){var H=${scriptJson(config)},done=false;
function report(phase,error){try{var d=document.getElementById(H.data),view=d?JSON.parse(d.textContent).view:undefined;
var body=JSON.stringify({view:view,vertical:'host',version:H.version,entry:H.entry,phase:phase,error:error||null});
if(!(navigator.sendBeacon&&navigator.sendBeacon(H.beacon,new Blob([body],{type:'application/json'}))))fetch(H.beacon,{method:'POST',headers:{'content-type':'application/json'},body:body,keepalive:true});}catch(e){}}
function fail(phase,error){if(done||!document.getElementById('boot'))return;done=true;report(phase,error);
if(H.fallback){document.cookie=H.cookie+'='+H.version+'; path=/; max-age=600; samesite=lax';location.reload();}}
addEventListener('error',function(e){var t=e.target;
if(t&&t.tagName==='SCRIPT'){if(t.src&&t.src.indexOf(location.origin+H.folder)===0)fail('load','script '+t.src.slice(t.src.lastIndexOf('/')+1));}
else if(e.filename&&e.filename.indexOf(location.origin+H.folder)===0)fail('render',String(e.message).slice(0,200));},true);
if(H.canary)addEventListener('load',function(){if(!done)report('loaded');});
})();</script>`;
}

import { scriptsOf } from '@playhub/composition/browser';
import type { FederationRuntimePlugin } from './manifests';
import type { IntegrityMap } from './composition';

/** A remote script refused for its SHA-384: missing from composition.json, or not the bytes served. */
export class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
}

/** No content has this digest: a script without a known hash is fetched but never run. */
const NOTHING_MATCHES = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/** Why a script with `integrity` failed, if it was its bytes (null: a network or HTTP failure). */
async function mismatch(url: string, expected: string): Promise<string | null> {
  if (expected === NOTHING_MATCHES) return `${url}: no SHA-384 for it in composition.json`;
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return null;
    const served = await sha384(await response.arrayBuffer());
    return served === expected ? null : `${url}: SHA-384 mismatch (expected ${expected}, served ${served})`;
  } catch {
    return null;
  }
}

/**
 * Subresource integrity of remote scripts (issue 21): a federation runtime plugin puts `integrity`
 * and `crossorigin="anonymous"` on every script tag it creates for a remote (its remoteEntry.js and
 * exposed chunks), from the hashes composition.json carries for the entry being loaded. With
 * `enforce` (production builds) a script without a hash is refused too, and `missing()` lets the
 * registry refuse such an entry from its manifest before any of its code is fetched.
 */
export function createIntegrity({
  enforce,
  explain = mismatch,
}: {
  enforce: boolean;
  explain?: (url: string, expected: string) => Promise<string | null>;
}) {
  const expected = new Map<string, string>();
  const failures = new Map<string, Promise<string | null>>();
  const folderOf = (entry: string) => new URL('.', entry).href;

  const plugin: FederationRuntimePlugin = {
    name: 'playhub-integrity',
    createScript({ url, attrs }) {
      const hash = expected.get(url) ?? (enforce ? NOTHING_MATCHES : undefined);
      if (!hash) return undefined;
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'integrity' && name !== 'crossorigin') script.setAttribute(name, String(value));
      }
      script.setAttribute('integrity', hash);
      script.setAttribute('crossorigin', 'anonymous');
      script.src = url;
      // Before the runtime's own handler (assigned after this returns) rejects the load.
      script.addEventListener('error', () => failures.set(url, explain(url, hash)));
      return script;
    },
  };

  return {
    plugin,
    /** Trusts `integrity` (file → hash, relative to the manifest) for the scripts of `entry`. */
    trust(entry: string, integrity: IntegrityMap): void {
      for (const [file, hash] of Object.entries(integrity ?? {}))
        expected.set(new URL(file, entry).href, hash);
    },
    /** The files of an entry's manifest that would load without a known hash (none unless enforcing). */
    missing(entry: string, manifest: unknown): string[] {
      if (!enforce) return [];
      return scriptsOf(manifest).filter((file) => !expected.has(new URL(file, entry).href));
    },
    /**
     * Runs the exposed modules' sync chunks of `entry` with their hashes before the runtime loads
     * it, and rejects with an {@link IntegrityError} when one is refused for its bytes. The runtime
     * would preload them itself, but without waiting: after a refused preload the remote's own
     * webpack runtime fetches the chunk again with a plain tag, and would run it.
     */
    async verifyChunks(entry: string, manifest: unknown): Promise<void> {
      const [remoteEntry, ...chunks] = scriptsOf(manifest);
      const checks = chunks
        .filter((file) => file !== remoteEntry)
        .map((file) => new URL(file, entry).href)
        .filter((url) => expected.has(url))
        .map(
          (url) =>
            new Promise<void>((resolve, reject) => {
              const hash = expected.get(url)!;
              const script = document.createElement('script');
              script.setAttribute('integrity', hash);
              script.setAttribute('crossorigin', 'anonymous');
              script.onload = () => (script.remove(), resolve());
              script.onerror = () => {
                script.remove();
                // A network failure is left to the runtime's load (and its retries).
                explain(url, hash).then(
                  (reason) => (reason ? reject(new IntegrityError(reason)) : resolve()),
                  resolve,
                );
              };
              script.src = url;
              document.head.appendChild(script);
            }),
        );
      await Promise.all(checks);
    },
    /** After a failed load: the integrity failure among the entry's scripts, if that was the cause. */
    async problem(entry: string): Promise<string | null> {
      const folder = folderOf(entry);
      for (const [url, reason] of failures) {
        if (!url.startsWith(folder)) continue;
        failures.delete(url);
        const text = await reason;
        if (text) return text;
      }
      return null;
    },
  };
}

/** Integrity of remote scripts. */
export type Integrity = ReturnType<typeof createIntegrity>;

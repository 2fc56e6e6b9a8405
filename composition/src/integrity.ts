// Subresource integrity of published vertical versions (issue 21, item 2). Publishing a version
// records the SHA-384 of its remoteEntry.js and of every JS file its mf-manifest.json lists, in
// releases/<vertical>/<version>.json beside composition.json — on the host's side, never beside
// the chunks on the vertical's origin (whoever can change a chunk there could change its hash
// too). `composition set|canary` copy the record into the entry, and the host loads those scripts
// with `integrity` (host/src/app/composition/integrity.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, templateScripts } from './host';
import { chunksOf, scriptsOf } from './manifest';
import { fail } from './refusal';

/** A published version's record (releases/<vertical>/<version>.json). */
export interface ReleaseRecord {
  vertical: string;
  version: string;
  publishedAt: string;
  /** File → SHA-384 of the scripts the host loads (`scriptsOf`). */
  integrity: Record<string, string>;
  /** File → SHA-384 of the other chunks (for audit). */
  chunks: Record<string, string>;
}

const VERSION = /^[0-9][\w.+-]*$/;
const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The JS files a manifest names, relative to it: `loaded`, the ones the host's federation runtime
 * puts on the page itself (the remote entry and each exposed module's sync chunks, which the host
 * checks), and `chunks`, the ones the remote's own webpack runtime loads later (recorded for audit).
 */
export function releaseFiles(manifest: unknown): { loaded: string[]; chunks: string[] } {
  // Files inside the version folder only: a manifest cannot make `publish` hash a file elsewhere.
  const safe = (list: string[]) => list.filter((f) => !f.includes('..') && !/^[a-z]+:/i.test(f));
  const first = safe(scriptsOf(manifest));
  return { loaded: first, chunks: safe(chunksOf(manifest)).filter((f) => !first.includes(f)) };
}

/** `sha384-…` of a byte string, as the `integrity` attribute wants it. */
export function sri(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The integrity of a version folder's scripts: `integrity` of those the host loads, `chunks` of the
 * rest (refused if the manifest names a missing file).
 */
export function hashRelease(folder: string): {
  name: string;
  integrity: Record<string, string>;
  chunks: Record<string, string>;
} {
  const manifestFile = join(folder, 'mf-manifest.json');
  if (!existsSync(manifestFile)) fail(`${folder} has no mf-manifest.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { name: string };
  // The host exposes nothing: what it loads itself is what its page template names (host.ts).
  const template = join(folder, 'index.html');
  const { loaded, chunks } =
    manifest.name === HOST && existsSync(template)
      ? { loaded: templateScripts(readFileSync(template, 'utf8')), chunks: [] }
      : releaseFiles(manifest);
  if (loaded.length === 0) fail(`${manifestFile} names no remote entry`);
  const hash = (files: string[]) =>
    Object.fromEntries(
      files.map((file) => {
        const path = join(folder, file);
        if (!existsSync(path)) fail(`${folder} lacks ${file}, which its manifest names`);
        return [file, sri(readFileSync(path))];
      }),
    );
  return { name: manifest.name, integrity: hash(loaded), chunks: hash(chunks) };
}

function recordFile(dir: string, vertical: string, version: string): string {
  if (!NAME.test(vertical) || !VERSION.test(version)) fail(`no release name ${vertical} ${version}`);
  return join(dir, 'releases', vertical, `${version}.json`);
}

/**
 * Records the hashes of `folder` as `vertical` `version`. A version is immutable: publishing it
 * again with other bytes is refused (a rebuilt version needs a new number).
 */
export function publishRelease(
  dir: string,
  vertical: string,
  version: string,
  folder: string,
): Record<string, string> {
  const { name, integrity, chunks } = hashRelease(folder);
  if (name !== vertical) fail(`${folder} is a release of "${name}", not of ${vertical}`);
  const file = recordFile(dir, vertical, version);
  const previous = readRelease(dir, vertical, version);
  if (previous && JSON.stringify(previous) !== JSON.stringify(integrity))
    fail(`${vertical} ${version} is already published with other files; publish a new version number`);
  mkdirSync(join(dir, 'releases', vertical), { recursive: true });
  const record: ReleaseRecord = {
    vertical,
    version,
    publishedAt: new Date().toISOString(),
    integrity,
    chunks,
  };
  writeFileSync(`${file}.tmp`, JSON.stringify(record, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
  return integrity;
}

/** The recorded integrity of a published version, or null when it was never published. */
export function readRelease(dir: string, vertical: string, version: string): Record<string, string> | null {
  const file = recordFile(dir, vertical, version);
  if (!existsSync(file)) return null;
  const integrity = (JSON.parse(readFileSync(file, 'utf8')) as Partial<ReleaseRecord> | null)?.integrity;
  return integrity && typeof integrity === 'object' ? integrity : null;
}

import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** How long a fetched template is used before it is asked for again (conditionally). */
const TEMPLATE_RECHECK_MS = 5_000;
/** Manifests kept (version folders are immutable: a manifest URL's answer never changes). */
const MANIFESTS_KEPT = 64;
/** A manifest that could not be read is not asked for again for this long. */
const MANIFEST_RETRY_MS = 30_000;
/** Longest wait for a template or a manifest on a document's path (a slow origin costs it once per MANIFEST_RETRY_MS). */
const FETCH_TIMEOUT_MS = 800;

/** The host's page template with a short fingerprint of its bytes (part of the document's ETag). */
export interface Template {
  html: string;
  version: string;
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * The host build's index.html, from a file (`npm start`: SITE_DIR) or a URL (the production
 * topology: the gateway serves the host's files). Read again when the file changes; a URL is asked
 * again every few seconds with its ETag. While a newer copy cannot be had, the last one serves.
 */
export class TemplateSource {
  private current: (Template & { stamp: string; checked: number; etag?: string }) | null = null;

  constructor(private readonly source: string) {}

  async read(): Promise<Template | null> {
    try {
      if (/^https?:\/\//.test(this.source)) await this.fetchTemplate();
      else this.readFile();
    } catch {
      // Keep serving the last good template (or none: the caller answers with what it has).
    }
    return this.current && { html: this.current.html, version: this.current.version };
  }

  private readFile(): void {
    const stat = statSync(this.source);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (this.current?.stamp === stamp) return;
    const html = readFileSync(this.source, 'utf8');
    this.current = { html, version: fingerprint(html), stamp, checked: Date.now() };
  }

  private async fetchTemplate(): Promise<void> {
    if (this.current && Date.now() - this.current.checked < TEMPLATE_RECHECK_MS) return;
    const response = await fetch(this.source, {
      headers: this.current?.etag ? { 'if-none-match': this.current.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && this.current) {
      this.current.checked = Date.now();
      return;
    }
    if (!response.ok) throw new Error(`template answered HTTP ${response.status}`);
    const html = await response.text();
    this.current = {
      html,
      version: fingerprint(html),
      stamp: '',
      checked: Date.now(),
      etag: response.headers.get('etag') ?? undefined,
    };
  }
}

/**
 * Remote manifests (mf-manifest.json) by entry URL: fetched for an absolute entry and kept for good
 * (published version folders are immutable; the most recent {@link MANIFESTS_KEPT}, and a failure is
 * remembered briefly so a dead origin does not slow every document down), read from the site folder
 * for a site-relative one, again whenever the file changes (`npm start` rebuilds its versions in place).
 */
export class ManifestSource {
  private readonly kept = new Map<string, Promise<unknown>>();
  private readonly failed = new Map<string, number>();
  private readonly files = new Map<string, { stamp: string; value: unknown }>();

  constructor(private readonly siteDir: string | undefined) {}

  /** The manifest at `entry` (absolute URL or a site path), or null when it cannot be had now. */
  async read(entry: string): Promise<unknown> {
    if (!/^https?:\/\//.test(entry)) return this.readFile(entry);
    const failedAt = this.failed.get(entry);
    if (failedAt !== undefined && Date.now() - failedAt < MANIFEST_RETRY_MS) return null;
    let answer = this.kept.get(entry);
    if (answer)
      this.kept.delete(entry); // most recently used last
    else answer = this.fetchManifest(entry);
    this.kept.set(entry, answer);
    if (this.kept.size > MANIFESTS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    try {
      return await answer;
    } catch {
      this.kept.delete(entry);
      this.failed.set(entry, Date.now());
      return null;
    }
  }

  private async fetchManifest(url: string): Promise<unknown> {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`manifest answered HTTP ${response.status}`);
    return response.json();
  }

  private readFile(entry: string): unknown {
    if (!this.siteDir || !entry.startsWith('/')) return null;
    const root = path.resolve(this.siteDir);
    const file = path.resolve(root, `.${new URL(entry, 'http://site.invalid').pathname}`);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      const stat = statSync(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      const known = this.files.get(file);
      if (known?.stamp === stamp) return known.value;
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      this.files.set(file, { stamp, value });
      return value;
    } catch {
      return null;
    }
  }
}

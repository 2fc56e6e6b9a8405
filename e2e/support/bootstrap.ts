import type { Page, Route } from '@playwright/test';
// JSON as the API writes it inside the page.
import { scriptJson } from '../../api/src/http/escape';

/** The bootstrap (`cms/grouped` data) as a test edits it: only the fields tests change are typed. */
export interface EditableBootstrap {
  popup: unknown;
  siteOption: Array<{ key: string; value: string; status: boolean }>;
  [field: string]: unknown;
}

const SHELL_DATA = /(<script[^>]* id="playhub-shell">)([\s\S]*?)(<\/script>)/;

/** A page of the site (not an asset, an API call or the hub): what the API paints with the shell. */
const isPage = (url: URL) =>
  !/^\/(api|hub|mf)(\/|$)/.test(url.pathname) &&
  !/\.[a-z0-9]+$/i.test(url.pathname.replace(/\/index\.html$/, '/'));

/** The start-up data the server inlines in a page (`ShellData`), as a test edits it. */
export interface EditableShellData {
  language: string;
  composition: unknown;
  bootstrap: EditableBootstrap | null;
  manifests: Record<string, unknown>;
}

/** The edits each tab's pages get, in the order they were asked for (one route applies them all). */
const shellEdits = new WeakMap<Page, Array<(data: EditableShellData) => void>>();

/**
 * Edits the start-up data inlined in every page this tab loads from the site (the document the API
 * painted is fetched, edited and fulfilled). For this page only: the API serves the other tests
 * running beside it. Several edits apply in the order they were made (a fulfilled route ends the
 * chain, so one route per tab applies them all).
 */
export async function editShellData(page: Page, edit: (data: EditableShellData) => void): Promise<void> {
  const edits = shellEdits.get(page);
  if (edits) {
    edits.push(edit);
    return;
  }
  const all = [edit];
  shellEdits.set(page, all);
  // The fulfilled document has no server address, so Chrome counts it as a public page and would
  // refuse its requests to the loopback servers under test (Local Network Access): this tab's
  // context is allowed them, as a player allows a site that asks. Real pages come from the server.
  await page.context().grantPermissions(['local-network-access']);
  await page.route(isPage, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const patched = html.replace(SHELL_DATA, (_m, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as EditableShellData;
      for (const change of all) change(data);
      return `${open}${scriptJson(data)}${close}`;
    });
    await route.fulfill({ response, body: patched });
  });
}

const bootstrapEdits = new WeakMap<Page, Array<(bootstrap: EditableBootstrap) => void>>();

/**
 * Edits the bootstrap this page gets, wherever it comes from: inlined in the document the server
 * painted (when it is in the page's language) and `GET cms/grouped` (when the page asks for it).
 * Several edits apply in the order they were made.
 */
export async function editBootstrap(page: Page, edit: (bootstrap: EditableBootstrap) => void): Promise<void> {
  const edits = bootstrapEdits.get(page);
  if (edits) {
    edits.push(edit);
    return;
  }
  const all = [edit];
  bootstrapEdits.set(page, all);
  const apply = (bootstrap: EditableBootstrap) => {
    for (const change of all) change(bootstrap);
  };
  await editShellData(page, (data) => {
    if (data.bootstrap) apply(data.bootstrap);
  });
  await page.route('**/api/cms/grouped', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: EditableBootstrap | null };
    if (body.data) apply(body.data);
    await route.fulfill({ response, json: body });
  });
}

/** Removes the start-up popup from the bootstrap, so it cannot cover the page under test. */
export function withoutPopup(page: Page): Promise<void> {
  return editBootstrap(page, (bootstrap) => {
    bootstrap.popup = null;
  });
}

import {
  bootstrapQueryKey,
  prefetchBootstrap,
  shellBootstrap,
  storedBootstrap,
} from '@playhub/shared/bootstrap';
import { SHELL_DATA_ID } from '@playhub/shared/contracts';
import { queryClient } from '@playhub/shared/query';
import { bootstrapFixture } from '@/test/fixtures';
import { readShellData } from './shell-data';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_DATA_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

it('reads the data the server inlined, each part as sent', () => {
  const data = {
    language: 'en',
    composition: { casino: {} },
    bootstrap: { language: 'en' },
    manifests: { a: 1 },
  };
  expect(readShellData(page(JSON.stringify(data)))).toEqual(data);
  expect(readShellData(page('{"language":"tr"}'))).toEqual({
    language: 'tr',
    composition: null,
    bootstrap: null,
    manifests: {},
  });
});

it('is null for a page without it, or with something that is not it', () => {
  expect(readShellData(page(null))).toBeNull();
  expect(readShellData(page(''))).toBeNull();
  expect(readShellData(page('{not json'))).toBeNull();
  expect(readShellData(page('null'))).toBeNull();
  expect(readShellData(page('[1,2]'))).toBeNull();
  expect(readShellData(page('{"composition":{}}'))).toBeNull();
  expect(readShellData(page('{"language":"en","manifests":"x"}'))?.manifests).toEqual({});
});

describe('the bootstrap the server inlined', () => {
  afterEach(() => localStorage.clear());

  it('is taken when it is in the language the page asks in, and stored as a fetched one is', async () => {
    const inlined = bootstrapFixture({ language: 'tr' });
    await expect(prefetchBootstrap({ language: 'tr', bootstrap: inlined })).resolves.toEqual(inlined);
    expect(queryClient.getQueryData(bootstrapQueryKey)).toEqual(inlined);
    // Stored once the browser is idle, for a later visit whose bootstrap fails.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storedBootstrap()).toEqual(inlined);
  });

  it('is left when it is in another language than the player chose, or not a valid answer', () => {
    localStorage.setItem('lang', 'en');
    expect(shellBootstrap({ language: 'tr', bootstrap: bootstrapFixture() })).toBeNull();
    expect(
      shellBootstrap({ language: 'en', bootstrap: bootstrapFixture({ language: 'en' }) }),
    ).not.toBeNull();
    expect(shellBootstrap({ language: 'en', bootstrap: { language: 'en' } })).toBeNull();
    expect(shellBootstrap({ language: 'en', bootstrap: null })).toBeNull();
    expect(shellBootstrap(null)).toBeNull();
  });
});

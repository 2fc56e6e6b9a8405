// The API test files of a run, in this one process: each inside a suite of its own, so that its
// top-level hooks (before, after, beforeEach) stay with its own tests. A process per file imported
// the whole API each time; one process for all of them halved the suites' time and CPU.
// Run through test/node-test.sh, which names the files in API_TEST_FILES (default: every file).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const named = (process.env.API_TEST_FILES ?? '').split(/\s+/).filter(Boolean);
const files =
  named.length > 0
    ? named.map((file) => path.resolve(file))
    : readdirSync(here)
        .filter((file) => file.endsWith('.test.ts'))
        .sort()
        .map((file) => path.join(here, file));

for (const file of files)
  describe(path.relative(process.cwd(), file), async () => {
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      // A file that does not load is a failed test: node:test would only mark the suite, and exit 0.
      test('loads', () => {
        throw error;
      });
    }
  });

// A node:test reporter that writes one JSON line per test (not per suite): its file, its name with
// the names of the suites around it (joined by ›), its duration and whether it was skipped.
// Used beside the spec reporter: --test-reporter=spec --test-reporter-destination=stdout
//   --test-reporter=./scripts/test/node-test-reporter.mjs --test-reporter-destination=<file>.jsonl
export default async function* jsonLines(source) {
  // Per file, the names of the suites and tests started and not yet ended, by nesting level.
  const open = new Map();
  for await (const { type, data } of source) {
    if (type === 'test:start') {
      const path = open.get(data.file) ?? [];
      path.length = data.nesting;
      path.push(data.name);
      open.set(data.file, path);
    } else if ((type === 'test:pass' || type === 'test:fail') && data.details?.type !== 'suite') {
      // The file's own entry (a file run in a process of its own) is not a test.
      if (data.nesting === 0 && data.file && data.name === data.file) continue;
      // The API's files run in one process, each in a suite of the runner's file
      // (api/test/one-process.ts) that is not a level of the file's own: it leaves a hole.
      const path = (open.get(data.file) ?? []).slice(0, data.nesting).filter((name) => name !== undefined);
      yield (
        JSON.stringify({
          file: data.file,
          name: [...path, data.name].join(' › '),
          seconds: Math.round((data.details?.duration_ms ?? 0) / 100) / 10,
          skipped: Boolean(data.skip || data.todo),
          failed: type === 'test:fail',
        }) + '\n'
      );
    }
  }
}

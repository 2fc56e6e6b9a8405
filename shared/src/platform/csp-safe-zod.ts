import { config } from 'zod/mini';

// Classic zod compiles a faster object parser with `new Function` and probes for it when it builds
// an object schema; under a CSP without 'unsafe-eval' that probe is reported as a violation.
// zod/mini, which the browser code uses, has no such parser, so nothing here evals; the setting
// stays for classic zod (the API and tests import these contracts too). zod keeps its config on
// `globalThis` (`__zod_globalConfig`), so it holds for every copy of zod in the process or page,
// including the verticals' own bundled copies. Imported first by every shared module that makes schemas.
config({ jitless: true });

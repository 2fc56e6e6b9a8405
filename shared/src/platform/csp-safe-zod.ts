import { z } from 'zod';

// zod 4 probes `new Function('')` before its first parse to pick a faster path; under a CSP without
// 'unsafe-eval' that probe is reported as a violation. Jitless parsing never evals. Imported first by
// every shared module that parses, so it runs before any schema does.
z.config({ jitless: true });

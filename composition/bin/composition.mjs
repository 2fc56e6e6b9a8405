#!/usr/bin/env node
// `pnpm composition …`: the operator CLI (src/cli.ts), run from its TypeScript sources through tsx.
import '../node.mjs';

await import('../src/cli.ts');

// `pnpm compat`: real previous releases composed with the working tree's build (issue 31, item 6;
// composition/src/compat/compat.ts), TypeScript run through tsx as the composition CLI is.
import '../composition/node.mjs';

await import('../composition/src/compat/compat.ts');

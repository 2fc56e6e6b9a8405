// `pnpm composition …`: the operator CLI, a thin bin over @playhub/composition (composition/src/cli.ts;
// its commands are listed there). Kept at this path for the Dockerfile, the suites and operators' habits.
import '../composition/bin/composition.mjs';

// For plain Node scripts (scripts/*.mjs): registers tsx, so the package's TypeScript sources load
// without a build step, as the API's command-line tools run (`tsx`). Import it before the package:
//   import '../composition/node.mjs';
//   const { publishRelease } = await import('@playhub/composition/integrity');
import { register } from 'tsx/esm/api';

register();

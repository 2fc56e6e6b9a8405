const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'wallet',
  exposes: { './remote': './src/remote.tsx' },
});

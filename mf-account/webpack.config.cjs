const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  exposes: { './remote': './src/remote.tsx' },
});

const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  port: 3004,
  exposes: { './remote': './src/remote.tsx' },
});

const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'wallet',
  port: 3003,
  exposes: { './remote': './src/remote.tsx' },
});

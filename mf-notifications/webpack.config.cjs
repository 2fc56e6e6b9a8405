const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'notifications',
  port: 3005,
  exposes: { './remote': './src/remote.tsx' },
});

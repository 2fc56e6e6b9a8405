const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'notifications',
  exposes: { './remote': './src/remote.tsx' },
});

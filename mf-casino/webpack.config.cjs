const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'casino',
  port: 3001,
  exposes: { './remote': './src/remote.tsx' },
});

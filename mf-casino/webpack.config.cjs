const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'casino',
  exposes: { './remote': './src/remote.tsx' },
});

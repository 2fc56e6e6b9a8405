const { createAppConfig } = require('@playhub/build-preset');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'casino',
  exposes: { './remote': './src/remote.tsx' },
});

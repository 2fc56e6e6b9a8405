const { createAppConfig } = require('@playhub/build-preset');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'wallet',
  exposes: { './remote': './src/remote.tsx' },
});

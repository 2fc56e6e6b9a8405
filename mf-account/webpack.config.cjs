const { createAppConfig } = require('@playhub/build-preset');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  exposes: { './remote': './src/remote.tsx' },
});

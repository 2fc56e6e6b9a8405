const { createAppConfig } = require('@playhub/build-preset');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'notifications',
  exposes: { './remote': './src/remote.tsx' },
});

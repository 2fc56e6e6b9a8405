const { createAppConfig } = require('@playhub/build-preset');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sports',
  exposes: { './remote': './src/remote.tsx' },
});

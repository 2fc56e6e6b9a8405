const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sports',
  exposes: { './remote': './src/remote.tsx' },
});

const { createAppConfig } = require('@playhub/shared/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sports',
  port: 3002,
  exposes: { './remote': './src/remote.tsx' },
});

const path = require('node:path');
const { createAppConfig } = require('@playhub/build-preset');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  host: true,
  template: path.join(__dirname, 'src/index.html'),
});

const path = require('node:path');

module.exports = {
  ...require('@dating/shared/jest-preset'),
  testEnvironment: path.join(
    path.dirname(require.resolve('@dating/shared/jest-preset')),
    'jest-environment-fetch.cjs',
  ),
};

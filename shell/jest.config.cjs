const preset = require('@dating/testing/jest-preset');

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setupTests.ts'],
};

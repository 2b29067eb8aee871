const preset = require('@dating/shared/jest-preset');

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setupTests.ts'],
};

/** @dating/build's Jest settings with the test kit's setup: jest-dom matchers and the console guard. */
const path = require('node:path');
const preset = require('@dating/build/jest-preset');

module.exports = { ...preset, setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.cjs')] };

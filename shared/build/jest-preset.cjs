/**
 * Jest settings shared by every package with tests: swc for TS/TSX, jsdom with Request/Response.
 * The front-end packages take @dating/testing's preset, which adds the test kit's setup to this.
 */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment-fetch.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // mitt ships ESM only for its module entry; let swc turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(mitt)[@/])'],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
  setupFiles: [path.join(__dirname, 'jest-setup-env.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // Suites render whole pages: beside the server's tests on a two-core runner, a page's first
  // render and its user events have passed jest's 5 s default (SignupFlow, FilterPage at load 10).
  testTimeout: 15_000,
};

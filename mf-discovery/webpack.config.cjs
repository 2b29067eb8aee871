const { createFederatedConfig, DEV_API_PROXY } = require('@dating/build/federation');

module.exports = (_env, argv = {}) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_discovery', // REMOTES.discovery in @dating/contract: the name the shell loads it by
      port: 4001,
      exposes: { './App': './src/App.tsx' },
      publicPath: 'auto',
      devServer: { proxy: DEV_API_PROXY },
    },
    argv,
  );

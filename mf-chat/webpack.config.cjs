const { createFederatedConfig, DEV_API_PROXY } = require('@dating/build/federation');

module.exports = (_env, argv = {}) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_chat', // REMOTES.chat in @dating/contract: the name the shell loads it by
      port: 4002,
      // Each expose is listed in the README; widget names come from REMOTE_WIDGETS in @dating/web.
      exposes: { './App': './src/App.tsx', './widgets/Call': './src/widgets/CallWidget.tsx' },
      publicPath: 'auto',
      devServer: { proxy: DEV_API_PROXY },
    },
    argv,
  );

const { createFederatedConfig, DEV_API_PROXY } = require('@dating/build/federation');

module.exports = (_env, argv = {}) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_payments', // REMOTES.payments in @dating/contract: the name the shell loads it by
      port: 4004,
      // Each expose is listed in the README; widget names come from REMOTE_WIDGETS in @dating/web.
      exposes: {
        './App': './src/App.tsx',
        './widgets/PremiumPopup': './src/widgets/PremiumPopupWidget.tsx',
        './widgets/SuperlikePacks': './src/widgets/SuperlikePacksWidget.tsx',
        './widgets/BoostPlans': './src/widgets/BoostPlansWidget.tsx',
      },
      publicPath: 'auto',
      devServer: { proxy: DEV_API_PROXY },
    },
    argv,
  );

const { createFederatedConfig } = require('@dating/shared/federation');
const { GenerateSW } = require('workbox-webpack-plugin');

const API_SERVER = 'http://localhost:8080';

/** The offline cache: the shell's own files are precached, remotes and their list cached as used. */
function offlineCacheWorker() {
  return new GenerateSW({
    swDest: 'sw.js',
    navigateFallback: '/web/index.html',
    // Source maps and the shell's unused container files are never needed offline.
    exclude: [/\.map$/, /\.LICENSE\.txt$/, /remoteEntry\.js$/, /mf-(manifest|stats)\.json$/],
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Unhashed files that say which version of a remote is current: the network wins when it answers.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'remote-entries', networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'remote-files', expiration: { maxEntries: 200 } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/remotes',
        handler: 'NetworkFirst',
        options: { cacheName: 'remote-list', networkTimeoutSeconds: 4 },
      },
    ],
  });
}

module.exports = (_env, argv = {}) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'shell',
      port: 4000,
      publicPath: '/web/',
      plugins: argv.mode === 'production' ? [offlineCacheWorker()] : [],
      devServer: {
        static: false, // public/ holds only the HTML template, which webpack renders
        historyApiFallback: { index: '/web/index.html' },
        proxy: [{ context: ['/api', '/socket.io'], target: API_SERVER, ws: true }],
        setupMiddlewares: (middlewares, devServer) => {
          // The server does the same in production: the product lives under /web/.
          devServer.app.get('/', (_request, response) => response.redirect('/web/'));
          return middlewares;
        },
      },
    },
    argv,
  );

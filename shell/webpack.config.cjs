const {
  createFederatedConfig,
  DEV_API_PROXY,
  inlineScript,
  PreloadStartupPlugin,
} = require('@dating/build/federation');
const fs = require('node:fs');
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');

const PUSH_HANDLER = 'push-handler.js';

/** Emits the service worker's push handler beside sw.js, which imports it. */
class PushHandlerPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PushHandlerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PushHandlerPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const file = path.join(__dirname, 'service-worker', PUSH_HANDLER);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(
            PUSH_HANDLER,
            new compiler.webpack.sources.RawSource(fs.readFileSync(file)),
          );
        },
      );
    });
  }
}

/**
 * A splitChunks cache group putting these packages (paths under node_modules, `/` for either
 * separator, regular expressions allowed) and curated entries (`@dating/build`'s
 * shared-entries/) into one chunk of the given name.
 */
// With mitt, the emitter of @dating/web's event bus, which would otherwise be a chunk of its own.
const DATING_SOURCE = /[\\/](shared[\\/](contract|web|ui)[\\/]src|node_modules[\\/]mitt)[\\/]/;
const DATING_ENTRY = /[\\/]shared[\\/](contract|web|ui)[\\/]src[\\/]index\.ts$/;

function libraryGroup(name, packages, curated = []) {
  const separator = String.raw`[\\/]`;
  const patterns = [
    ...packages.map(
      (path) =>
        new RegExp(`${separator}node_modules${separator}${path.replaceAll('/', separator)}`),
    ),
    ...curated.map((entry) => new RegExp(`${separator}shared-entries${separator}${entry}\\.js$`)),
  ];
  return {
    name,
    test: (module) => patterns.some((pattern) => pattern.test(module.resource ?? '')),
    chunks: 'async',
    priority: 10,
    enforce: true,
  };
}

/** The offline cache: the shell's own files are precached, remotes and their list cached as used. */
function offlineCacheWorker() {
  return new GenerateSW({
    swDest: 'sw.js',
    // New-message notifications: the push and notificationclick handlers.
    importScripts: [PUSH_HANDLER],
    navigateFallback: '/web/index.html',
    // Source maps and the shell's unused container files are never needed offline.
    exclude: [
      /\.map$/,
      /\.LICENSE\.txt$/,
      /remoteEntry\.js$/,
      /mf-(manifest|stats)\.json$/,
      /page-preloads\.json$/,
      // A visitor's first page from the server; the worker answers every address with index.html.
      /^prerendered\//,
      // Each script's font is fetched only by pages whose text uses it: cached then, below.
      /^fonts\//,
    ],
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // The unhashed file that says which version of a remote is current: the network wins when it answers.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/remotes\/[^/]+\/remoteEntry\.js$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'remote-entries', networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'remote-files', expiration: { maxEntries: 200 } },
      },
      {
        // Content-hashed: a cached font is never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/web/fonts/'),
        handler: 'CacheFirst',
        options: { cacheName: 'fonts', expiration: { maxEntries: 10 } },
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
      templateParameters: {
        earlyCallScript: inlineScript(
          require.resolve('@dating/web/early-call-script'),
          'startEarlyCalls',
        ),
      },
      plugins:
        argv.mode === 'production'
          ? [
              new PushHandlerPlugin(),
              offlineCacheWorker(),
              // src/index.ts's import of ./bootstrap: what every page runs before it renders;
              // and each page's own chunk (src/app/shellPages.ts), preloaded by the server.
              new PreloadStartupPlugin('bootstrap', { pagePrefix: 'page-' }),
            ]
          : [],
      cacheGroups: {
        // The libraries every page runs together are one chunk a family, not one per package:
        // under HTTP/1.1 each request waits its turn on one of the browser's six connections, a
        // round trip more before the first render for every few files. RTK Query is a chunk of
        // its own: only /app pages load it.
        libReact: libraryGroup(
          'lib-react',
          ['(react|react-dom|scheduler|react-router|react-router-dom)/'],
          ['react-router-dom'],
        ),
        libRedux: libraryGroup(
          'lib-redux',
          [
            '(redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)/',
            '@reduxjs/toolkit/dist/(?!query)',
          ],
          ['reduxjs-toolkit', 'react-redux'],
        ),
        libRtkQuery: libraryGroup(
          'lib-rtk-query',
          ['@reduxjs/toolkit/dist/query/', '@standard-schema/'],
          ['reduxjs-toolkit-query', 'reduxjs-toolkit-query-react'],
        ),
        libI18n: libraryGroup('lib-i18n', ['(i18next|react-i18next)/'], ['react-i18next']),
        // The shared singletons every page runs (@dating/contract, web and ui: what each
        // package's index reaches) are one chunk, not three: a request and a chunk wrapper less,
        // and one gzip dictionary. Their rarely used parts stay chunks of their own.
        libDating: {
          name: 'lib-dating',
          test: (module, { chunkGraph }) =>
            DATING_SOURCE.test(module.resource ?? '') &&
            [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
              [...chunkGraph.getChunkModulesIterable(chunk)].some((other) =>
                DATING_ENTRY.test(other.resource ?? ''),
              ),
            ),
          chunks: 'async',
          priority: 10,
          enforce: true,
        },
        // The entry fetches the bootstrap and the address's page side by side (src/index.ts):
        // what the bootstrap and a page both need (the store, its slices) is one chunk they
        // share, not a copy in each, which webpack's 20 KB split size would leave. Code that
        // only pages share stays out of it: the welcome page loads none of the login page's.
        shellCore: {
          name: 'shell-core',
          chunks: (chunk) => chunk.name === 'bootstrap' || chunk.name?.startsWith('page-'),
          test: (module, { chunkGraph }) =>
            [...chunkGraph.getModuleChunksIterable(module)].some(
              (chunk) => chunk.name === 'bootstrap',
            ),
          // Scripts only: shared stylesheets keep their order within each page's own CSS.
          type: 'javascript/auto',
          minChunks: 2,
          minSize: 0,
          enforce: true,
        },
      },
      devServer: {
        static: false, // public/ holds only the HTML template, which webpack renders
        historyApiFallback: { index: '/web/index.html' },
        proxy: DEV_API_PROXY,
        setupMiddlewares: (middlewares, devServer) => {
          // The server does the same in production: the product lives under /web/.
          devServer.app.get('/', (_request, response) => response.redirect('/web/'));
          return middlewares;
        },
      },
    },
    argv,
  );

/**
 * The one webpack + module-federation setup for the shell and every remote: the shared
 * singletons, the TypeScript/CSS pipeline and the production minifier.
 */
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');
const { PreloadStartupPlugin } = require('./PreloadStartupPlugin.cjs');
const { inlineScript } = require('./inlineScript.cjs');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'socket.io-client',
  // The shared packages whose root holds state one page must have once (the session, the bus,
  // i18n, the socket) or that every page's frame uses: one copy, the shell's, for every remote.
  '@dating/contract',
  '@dating/web',
  '@dating/ui',
];

/**
 * Singletons provided through a curated entry of shared-entries/: a shared module is bundled whole
 * (any app may use any export), so these re-export only what the apps use. react-router-dom in
 * full is about 65 KB gzipped; the router API the apps use, about 14 KB. A package request, not a
 * file path: webpack provides a file path in every compilation, html-webpack-plugin's included.
 */
const CURATED_ENTRIES = {
  'react-router-dom': '@dating/build/shared-entries/react-router-dom',
  'react-i18next': '@dating/build/shared-entries/react-i18next',
  '@reduxjs/toolkit': '@dating/build/shared-entries/reduxjs-toolkit',
  'react-redux': '@dating/build/shared-entries/react-redux',
  'socket.io-client': '@dating/build/shared-entries/socket.io-client',
};

/**
 * Subpaths of a singleton shared by its `name/` key that the shell provides curated, by their own
 * key: RTK Query without `fetchBaseQuery`, `retry` and `ApiProvider`, which no app uses.
 */
const CURATED_SUBPATHS = {
  '@reduxjs/toolkit/query': '@dating/build/shared-entries/reduxjs-toolkit-query',
  '@reduxjs/toolkit/query/react': '@dating/build/shared-entries/reduxjs-toolkit-query-react',
};

/**
 * Development only: a dev server hands the API and the socket to the local server (port 8080).
 * `xfwd` says the request came through a proxy, so the server keeps its this-machine-only routes
 * (the mail outbox) from whoever reaches the dev server over the network.
 */
const DEV_API_PROXY = [
  { context: ['/api', '/socket.io'], target: 'http://localhost:8080', ws: true, xfwd: true },
];

/** The installed version of a package as seen from an app's folder. */
function installedVersion(appDir, name) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [appDir, __dirname] });
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).version;
}

/** react-router's production build, which its package exports do not name. */
function reactRouterProductionBuild() {
  const pkgPath = require.resolve('react-router/package.json', { paths: [__dirname] });
  return path.join(path.dirname(pkgPath), 'dist/production/index.mjs');
}

/**
 * The socket's client with the WebSocket transport alone, the only one the apps' socket uses: the
 * table engine.io-client picks transports from is replaced by websocketTransports.js.
 */
function websocketOnlySocketClient() {
  const socketIoClient = fs.realpathSync(
    path.dirname(require.resolve('socket.io-client/package.json', { paths: [__dirname] })),
  );
  const engineIoClient = path.join(path.dirname(socketIoClient), 'engine.io-client');
  return {
    rules: [
      // The other transports' modules run code when loaded (a probe request, an unload listener):
      // marked free of side effects, the package's re-exports of them no longer keep them in.
      {
        test: /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]/,
        sideEffects: false,
      },
    ],
    alias: {
      'engine.io-client/websocket-transport$': path.join(
        engineIoClient,
        'build/esm/transports/websocket.js',
      ),
    },
    plugin: {
      apply(compiler) {
        new compiler.webpack.NormalModuleReplacementPlugin(
          /engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/,
          path.join(__dirname, 'websocketTransports.js'),
        ).apply(compiler);
      },
    },
  };
}

/**
 * A production remote's container entry takes the shell's webpack bundler runtime functions
 * (hostedBundlerRuntime.js) instead of bundling its own copy of them, as it does the runtime.
 */
const bundlerRuntimeFromShell = {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(
      /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
      require.resolve('./hostedBundlerRuntime.js'),
    ).apply(compiler);
  },
};

/**
 * React's own useSyncExternalStore in place of the shim react-i18next imports, which stands in for
 * it before React 18: the production build of the package's main entry is React's hook itself.
 */
const syncExternalStoreWithoutShim = {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(
      /^\.\.\/cjs\/use-sync-external-store-shim\.production\.js$/,
      (resource) => {
        resource.request = '../cjs/use-sync-external-store.production.js';
      },
    ).apply(compiler);
  },
};

/**
 * The chunks a page runs as it starts (the shell's entry, bootstrap, libraries and pages; a
 * remote's entry and exposed App) open with V8's compile hint `//# allFunctionsCalledOnLoad`: the
 * browser compiles their functions as the file streams in, off the main thread, instead of each
 * on its first call, on the main thread, in the tasks that draw the first screen. Added after
 * minifying, which would drop the comment, and before the source maps, which account for it.
 * Measured by chunk (docs/bench/2026-12-05-2056-lighthouse-ab.json): without it lib-react blocked
 * longer; lib-i18n, which the pattern leaves out, blocked no less with it.
 */
const STARTUP_CHUNK =
  /^(main|bootstrap|lib-[a-z-]+|page-[a-z]+|remoteEntry|__federation_expose_App)\b[^/]*\.js$/;
const compileHintForStartupChunks = {
  apply(compiler) {
    new compiler.webpack.BannerPlugin({
      banner: '//# allFunctionsCalledOnLoad',
      raw: true,
      test: STARTUP_CHUNK,
      stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  },
};

/** Singletons whose subpaths are shared too: react/jsx-runtime, react-dom/client, RTK Query. */
const SHARED_SUBPATHS = new Set(['react', 'react-dom', '@reduxjs/toolkit']);

/**
 * Shared singletons with real versions (workspace:* is not semver). A `react/`-style subpath key
 * makes react/jsx-runtime and react-dom/client single too, and keeps the shell and a remote from
 * each bundling RTK Query (with its own immer and reselect) for the same page. A production
 * remote, which only ever runs inside the shell, bundles no copy of its own (import: false): its
 * remoteEntry.js then lists no fallbacks (e2e remotes.spec checks the shell provides them all).
 */
function sharedSingletons(appDir, { hostedRemote = false, host = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    let version;
    try {
      version = installedVersion(appDir, name);
    } catch {
      continue; // an app that does not depend on socket.io-client, say, neither offers nor needs it
    }
    // The host provides the very versions it consumes: its check of each at start (a semver
    // range parsed per module, before the first render) could never fail. A production remote's
    // is the server's compatibility gate's at publish (remote-build.json: the shell provides
    // ^built), so the browser does not repeat it before the remote's first render; a remote's
    // own dev server, which runs it beside any shell, keeps it.
    const entry = {
      singleton: true,
      requiredVersion: host || hostedRemote ? false : `^${version}`,
    };
    if (hostedRemote) entry.import = false;
    else entry.version = version;
    shared[name] =
      CURATED_ENTRIES[name] && !hostedRemote ? { ...entry, import: CURATED_ENTRIES[name] } : entry;
    if (SHARED_SUBPATHS.has(name)) {
      shared[`${name}/`] = { ...entry };
      if (!hostedRemote) {
        for (const [subpath, curated] of Object.entries(CURATED_SUBPATHS)) {
          if (subpath.startsWith(`${name}/`)) shared[subpath] = { ...entry, import: curated };
        }
      }
    }
  }
  return shared;
}

/**
 * The wire contract's version, as contractVersion() in @dating/contract's schemas/releaseHashes.ts computes it
 * (the server computes the same at start): that file bundled by esbuild (esbuild-loader's own) and
 * run here, once per process.
 */
let contractVersionOfSources;
function builtContractVersion() {
  if (contractVersionOfSources) return contractVersionOfSources;
  const esbuild = require(
    require.resolve('esbuild', { paths: [path.dirname(require.resolve('esbuild-loader'))] }),
  );
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(__dirname, '../contract/src/schemas/releaseHashes.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  const bundled = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(
    bundled,
    bundled.exports,
    require,
  );
  contractVersionOfSources = bundled.exports.contractVersion();
  return contractVersionOfSources;
}

/**
 * remote-build.json beside a remote's remoteEntry.js: what the server's compatibility gate reads
 * at `pnpm remote publish` (server/src/modules/remoteReleases): the container's name, the contract
 * version it was built against, the version of each shared singleton and its exposed modules.
 */
class RemoteBuildInfoPlugin {
  constructor({ name, dir, exposes }) {
    this.options = { name, dir, exposes };
  }

  apply(compiler) {
    const { name, dir, exposes } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteBuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteBuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const shared = {};
          for (const singleton of SINGLETONS) {
            try {
              shared[singleton] = installedVersion(dir, singleton);
            } catch {
              // not a dependency of this remote
            }
          }
          const info = {
            name,
            contractVersion: builtContractVersion(),
            shared,
            exposes: Object.keys(exposes),
          };
          compilation.emitAsset(
            'remote-build.json',
            new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The host's initial file names, content-hashed. The federation runtime module also asks for this
 * name before any hash exists, only to learn the folder depth, and fails on [contenthash] then:
 * it gets the unhashed name instead, which lies in the same folder.
 */
function hashedOnceKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Drops the manifest plugin's notice that a remote built with `publicPath: 'auto'` has its
 * manifest resolve files from where it is loaded: that is the intent (a remote is served under
 * /remotes/<folder>/, from REMOTE_<NAME>_URL or from a released build's address alike), and
 * nothing in the build changes. It is a line of webpack's infrastructure log, not a compilation
 * warning, so `ignoreWarnings` cannot reach it; only this exact message is dropped.
 */
const quietAutoPublicPathNotice = {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('QuietAutoPublicPathNotice', (origin, type, args) => {
      const notice =
        origin === 'Module Federation Manifest Plugin' &&
        type === 'warn' &&
        args.some((arg) =>
          String(arg).includes(
            "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'",
          ),
        );
      // true stops the line; undefined lets webpack log it.
      return notice ? true : undefined;
    });
  },
};

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the federation container name (mf_chat, shell)
 * @param {number} options.port the dev-server port
 * @param {Record<string,string>} [options.exposes] for a remote: `{ './App': './src/App.tsx' }`
 * @param {string} [options.publicPath] 'auto' for remotes; the shell is served under /web/
 * @param {object[]} [options.plugins] extra plugins (the shell's service worker)
 * @param {object} [options.devServer] extra dev-server settings (the shell's API proxy)
 * @param {object} [options.cacheGroups] extra splitChunks cache groups (the shell's core)
 * @param {object} [options.templateParameters] for the shell: what its public/index.html fills in
 */
function createFederatedConfig(options, argv = {}) {
  const production = argv.mode === 'production';
  const remote = Boolean(options.exposes);
  // A production remote only ever runs inside the shell: it uses the shell's federation runtime
  // (provideFederationRuntime.js) and has no page of its own; its harness is a dev-server page.
  const hostedRemote = production && remote;
  // A production remote bundles no socket client: the shell's is the one.
  const socketClient = hostedRemote
    ? { rules: [], alias: {}, plugin: null }
    : websocketOnlySocketClient();
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: hostedRemote ? {} : path.join(options.dir, 'src/index.ts'),
    context: options.dir,
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      // A remote's initial chunks stay unhashed (remoteEntry.js, and main.js of its dev harness):
      // with exposes, webpack 5.111 + @module-federation/enhanced 2.9.2 fail on [contenthash]
      // there (module-federation/core#5077).
      filename: production && !remote ? hashedOnceKnown : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      clean: true,
      // Every file written at each build, unchanged ones too: `pnpm start` and `pnpm test` take
      // the manifest's time as the build's (scripts/lib/frontend-build.mjs).
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's exports name only its development build, which keeps its warnings for
      // developers; the production build beside it is the same code without them.
      alias: {
        ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
        ...socketClient.alias,
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules\/(?!\.pnpm)/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
        // The web fonts (the shell's global.css), as files of their own beside the stylesheet.
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
        },
        ...socketClient.rules,
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // reselect lies under webpack's 20 KB split size: Redux Toolkit's chunk and RTK Query's
          // React chunk, both on every page, would each carry a copy of it.
          reselect: {
            test: /[\\/]node_modules[\\/]reselect[\\/]/,
            chunks: 'async',
            enforce: true,
          },
          // webpack's vendors group, with the curated entries (and the socket's transport table)
          // in it: each then shares its library's chunk instead of being a chunk of its own, a
          // request and a chunk wrapper more on every page.
          defaultVendors: {
            test: /[\\/](node_modules|shared[\\/]build[\\/]shared-entries)[\\/]|[\\/]websocketTransports\.js$/,
            idHint: 'vendors',
            priority: -10,
            reuseExistingChunk: true,
          },
          ...options.cacheGroups,
        },
      },
      minimizer: [
        // swc, not esbuild, for JavaScript: it drops the unused code that tree shaking leaves inside
        // webpack's module scopes, which esbuild's minifier keeps (about a tenth of every chunk).
        new MinimizerPlugin({
          test: /\.(?:[cm]?js|css)$/i,
          minify: [
            { implementation: MinimizerPlugin.swcMinify },
            { implementation: MinimizerPlugin.esbuildMinifyCss },
          ],
        }),
      ],
    },
    plugins: [
      // Before the federation plugin, which logs its notice as it is applied.
      quietAutoPublicPathNotice,
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        manifest: true,
        dts: false,
        shared: sharedSingletons(options.dir, { hostedRemote, host: !remote }),
        // The host takes the shared modules it already has: a module it loads later (the
        // socket.io client, on demand) must not fetch every registered remote's entry first,
        // as 'version-first' does to compare their versions.
        ...(remote ? {} : { shareStrategy: 'loaded-first' }),
        runtimePlugins: remote ? [] : [require.resolve('./provideFederationRuntime.js')],
        experiments: {
          externalRuntime: hostedRemote,
          optimization: {
            target: 'web',
            // Only the shell loads remotes (widgets too, by its loader): a production remote's
            // entry leaves out the runtime's code for loading remotes of its own.
            ...(hostedRemote ? { disableRemote: true } : {}),
            // The shell loads each remote by its remoteEntry.js (GET /api/remotes), not by its
            // manifest: the runtime's code that reads manifests and preloads from them (about
            // 1.4 KB gzipped of every page) is left out, and a remote is one request, not two.
            ...(remote ? {} : { disableSnapshot: true }),
          },
        },
      }),
      // The shell's page is the product; a remote's is its standalone harness, in development.
      ...(hostedRemote
        ? []
        : [
            new HtmlWebpackPlugin({
              // Every remote's harness page is the one template beside this file.
              template: remote
                ? path.join(__dirname, 'remote-index.html')
                : path.join(options.dir, 'public/index.html'),
              templateParameters: remote
                ? { title: `${path.basename(options.dir)} harness` }
                : (options.templateParameters ?? {}),
              filename: 'index.html',
              chunks: ['main'],
            }),
          ]),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
      ...(socketClient.plugin ? [socketClient.plugin] : []),
      ...(hostedRemote
        ? [
            bundlerRuntimeFromShell,
            new RemoteBuildInfoPlugin({
              name: options.name,
              dir: options.dir,
              exposes: options.exposes,
            }),
          ]
        : []),
      ...(production ? [syncExternalStoreWithoutShim, compileHintForStartupChunks] : []),
      ...(options.plugins ?? []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: options.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...options.devServer,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = {
  SINGLETONS,
  builtContractVersion,
  DEV_API_PROXY,
  sharedSingletons,
  createFederatedConfig,
  PreloadStartupPlugin,
  inlineScript,
};

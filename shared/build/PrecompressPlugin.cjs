const zlib = require('node:zlib');

/** Text files worth compressing; source maps are only fetched by developer tools. */
const TEXT_FILE = /\.(?:[cm]?js|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a build, at the highest
 * levels, once at build time: the server sends the one a browser accepts (fastify-static's
 * preCompressed). It runs last, so the service worker's precache list never names the copies.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!TEXT_FILE.test(name)) continue;
            const content = asset.buffer();
            if (content.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(content, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
            });
            const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };

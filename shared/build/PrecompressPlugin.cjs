const zlib = require('node:zlib');

/** Text files worth compressing; source maps are only fetched by developer tools. */
const TEXT_FILE = /\.(?:[cm]?js|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * The brotli (.br) and gzip (.gz) copies of a text file's content, at the highest levels, by
 * file extension; none for a file too small to gain from them.
 */
function compressedCopies(content) {
  if (content.length < MIN_BYTES) return [];
  const brotli = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  });
  const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  return [
    ['.br', brotli],
    ['.gz', gzip],
  ];
}

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
            for (const [extension, copy] of compressedCopies(asset.buffer())) {
              compilation.emitAsset(`${name}${extension}`, new sources.RawSource(copy));
            }
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, compressedCopies };

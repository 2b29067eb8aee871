/**
 * A page's inline script compiled from TypeScript at build time: the named export of `file`,
 * bundled with what it imports, minified and called at once. Its source stays typed against the
 * code that reads what it leaves (the shell's early calls, @dating/web's api/earlyCallScript.ts).
 */
const path = require('node:path');

// esbuild as esbuild-loader, the apps' TypeScript loader, brings it: one compiler for both.
const esbuild = require(
  require.resolve('esbuild', { paths: [path.dirname(require.resolve('esbuild-loader'))] }),
);

/** @param {string} file @param {string} exportName @returns {string} */
function inlineScript(file, exportName) {
  const { outputFiles } = esbuild.buildSync({
    stdin: {
      contents: `import { ${exportName} } from ${JSON.stringify(file)};\n${exportName}();`,
      resolveDir: path.dirname(file),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    write: false,
  });
  return outputFiles[0].text.trim();
}

module.exports = { inlineScript };

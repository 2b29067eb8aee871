const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The chunk group each shared module is provided from, by the module itself. A consumed shared
 * module loads from there, not from the consumer's fallback (a copy in chunks of its own): the
 * host takes the version it provides ('loaded-first').
 */
function providedChunkGroups(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const groups = new Map();
  for (const provide of compilation.modules) {
    if (provide.type !== 'provide-module') continue;
    for (const block of provide.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const dependency of block.dependencies) {
        const provided = moduleGraph.getModule(dependency);
        if (provided && group) groups.set(provided, group);
      }
    }
  }
  return groups;
}

/**
 * Every script (and stylesheet) that `import()`ing the named chunk group runs, with the shared
 * modules its code consumes and theirs in turn: what every page of the app needs before its first
 * render. Consumed shared modules are found the way webpack's own sharing runtime finds them
 * (modules of source type 'consume-shared').
 */
function startupFiles(compilation, chunkGroupName) {
  const { chunkGraph, moduleGraph } = compilation;
  const group = compilation.namedChunkGroups.get(chunkGroupName);
  if (!group) throw new Error(`PreloadStartupPlugin: no chunk group named ${chunkGroupName}`);
  const provided = providedChunkGroups(compilation);
  const chunks = new Set();
  const pending = [...group.chunks];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    // undefined, not empty, for a chunk that consumes nothing
    const consumes = chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? [];
    for (const consume of consumes) {
      for (const block of consume.blocks) {
        for (const dependency of block.dependencies) {
          const from = provided.get(moduleGraph.getModule(dependency));
          pending.push(...((from ?? chunkGraph.getBlockChunkGroup(block))?.chunks ?? []));
        }
      }
    }
  }
  return [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(js|css)$/.test(file));
}

/**
 * The inline script that fetches the startup's scripts: the entries (each run when fetched, in
 * order) and a preload of every other script, at high priority (a deferred script is fetched at
 * low priority, behind every preload: the entry, which runs first and starts the rest, would
 * arrive last on HTTP/1.1). At once, or when the page's early calls hold them
 * (`window.datingEarlyCalls.scriptsHeld`, @dating/web's earlyCalls.ts): PeopleNear's painted card
 * takes the connections and the bandwidth first. Markup would be fetched by the browser's
 * preload scanner before any script could ask for anything.
 */
function startupLoader(entries, preloads) {
  return `(function (entries, preloads) {
  function load() {
    entries.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.setAttribute('fetchpriority', 'high');
      document.head.appendChild(script);
    });
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  var early = window.datingEarlyCalls;
  if (early && early.scriptsHeld) early.scriptsHeld.then(load, load);
  else load();
})(${JSON.stringify(entries)}, ${JSON.stringify(preloads)});`.replace(/\n\s*/g, ' ');
}

/** Where the build lists each page's own files: the server preloads them with the page. */
const PAGE_PRELOADS_ASSET = 'page-preloads.json';

/**
 * Adds to the page's head a preload of every file its startup fetches, the entry script with them
 * (`startupLoader`). Without the preloads the browser learns of those files only once the entry
 * script has downloaded and run, one round trip later: on a slow phone network that is about half
 * a second before the first render.
 *
 * With `pagePrefix`, it also writes page-preloads.json: for each chunk group so named (page-login),
 * the files that page needs beyond the startup's, by page name (login). index.html is one file for
 * every address; the server sends these as the address's Link preloads.
 */
class PreloadStartupPlugin {
  /**
   * @param {string} chunkGroupName the entry's `import()` of its bootstrap (webpackChunkName)
   * @param {{ pagePrefix?: string }} [options]
   */
  constructor(chunkGroupName, { pagePrefix } = {}) {
    this.chunkGroupName = chunkGroupName;
    this.pagePrefix = pagePrefix;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupPlugin',
        (data) => {
          const files = startupFiles(compilation, this.chunkGroupName).sort();
          const styles = files
            .filter((file) => file.endsWith('.css'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'style',
                href: `${data.publicPath}${file}`,
              }),
            );
          const entries = data.headTags.filter(
            (tag) => tag.tagName === 'script' && tag.attributes.src,
          );
          const scripts = files
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${data.publicPath}${file}`);
          data.headTags = data.headTags.filter((tag) => !entries.includes(tag));
          data.headTags.push(
            ...styles,
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {},
              startupLoader(
                entries.map((tag) => String(tag.attributes.src)),
                scripts,
              ),
            ),
          );
          return data;
        },
      );
    });
    if (!this.pagePrefix) return;
    // thisCompilation: the HTML and service-worker plugins' child compilations have no pages.
    compiler.hooks.thisCompilation.tap('PreloadStartupPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PreloadStartupPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
        },
        () => {
          compilation.emitAsset(
            PAGE_PRELOADS_ASSET,
            new compiler.webpack.sources.RawSource(JSON.stringify(this.pageFiles(compilation))),
          );
        },
      );
    });
  }

  /** Each page's files beyond the startup's, as addresses under the public path. */
  pageFiles(compilation) {
    const startup = new Set(startupFiles(compilation, this.chunkGroupName));
    const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
    const pages = {};
    for (const name of [...compilation.namedChunkGroups.keys()].sort()) {
      if (!name.startsWith(this.pagePrefix)) continue;
      pages[name.slice(this.pagePrefix.length)] = startupFiles(compilation, name)
        .filter((file) => !startup.has(file))
        .sort()
        .map((file) => `${publicPath}${file}`);
    }
    return pages;
  }
}

module.exports = { PreloadStartupPlugin };

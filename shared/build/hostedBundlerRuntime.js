import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/**
 * What a production remote's container entry takes as its webpack bundler runtime
 * (@module-federation/webpack-bundler-runtime's `bundler.js`, which the federation plugin imports):
 * the shell's copy of its functions, which provideFederationRuntime.js hands over, rather than one
 * more copy in every remoteEntry.js (about 3 KB gzipped). They are stateless, reading all they need
 * from the container's own webpack require, so the container keeps state of its own: its runtime
 * wrapper, instance, options and share scopes (`S`). Only the container entry's initialisation,
 * which the shell (no exposes) leaves out of its copy, is the remote's own.
 */
const shell = globalThis._FEDERATION_BUNDLER_RUNTIME;

const bundlerRuntime = {
  remotes: undefined, // a production remote loads no remotes (disableRemote)
  consumes: shell.bundlerRuntime.consumes,
  I: shell.bundlerRuntime.I,
  S: {},
  installInitialConsumes: shell.bundlerRuntime.installInitialConsumes,
  initContainerEntry,
  init: shell.bundlerRuntime.init,
  getSharedFallbackGetter: shell.bundlerRuntime.getSharedFallbackGetter,
};
const attachShareScopeMap = shell.attachShareScopeMap;
const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
const { instance, initOptions, bundlerRuntimeOptions } = federation;

export {
  attachShareScopeMap,
  bundlerRuntime,
  bundlerRuntimeOptions,
  federation as default,
  initOptions,
  instance,
  runtime,
};

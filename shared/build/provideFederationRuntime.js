import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/**
 * A module-federation runtime plugin of the shell: production remotes are built without their own
 * copy of the federation runtime (about 20 KB gzipped in every remoteEntry.js) and use the one the
 * shell already loaded, which this hands them, with the shell's webpack bundler runtime functions
 * (hostedBundlerRuntime.js). @module-federation/runtime-core and webpack-bundler-runtime stay at
 * the exact version of @module-federation/enhanced, so host and remotes speak the same runtime.
 */
export default function provideFederationRuntime() {
  return {
    name: 'dating-provide-federation-runtime',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      runtimeCore.Global._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}

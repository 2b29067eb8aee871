import type { VerificationPose } from '@dating/contract/schemas';
import sharp, { type ResizeOptions } from 'sharp';
import type { Settings } from '../content/contentService';
import { bestMatch } from './faceEmbeddings';
import { perceptualHashOf, type PerceptualHash } from './perceptualHash';
import { MAX_INPUT_PIXELS } from '../photos/photoProcessor';
import type { ImageText } from './imageText';
import type { DescribedFace, RgbPicture, VisionEngine } from './visionModels';

export type ExplicitVerdict = 'safe' | 'uncertain' | 'explicit' | 'unknown';

export interface Classification {
  /** nsfwjs's porn + hentai probability; null when the models are unavailable. */
  explicit: number | null;
  verdict: ExplicitVerdict;
}

export interface FaceDescription {
  /** null when the models are unavailable. */
  faces: DescribedFace[] | null;
  /** The picture's perceptual hash; null when the models are unavailable. */
  hash: PerceptualHash | null;
}

/**
 * An open mouth by Human's measure (the lips' gap against the face's height): measured 0 to 26 %
 * for closed mouths and smiles on the pictures of @vladmandic/human's assets, 32 to 50 % for a
 * mouth drawn open on one of them.
 */
const MOUTH_OPEN_PERCENT = 30;

/**
 * The verification poses a face shows, from Human's gestures. Human names the side the face
 * turns to as its owner sees it ('facing left': the right eye's corner nearer the camera), on
 * the camera's own picture, not on a mirrored preview.
 */
export function posesShown(gestures: readonly string[]): VerificationPose[] {
  const poses: VerificationPose[] = [];
  for (const gesture of gestures) {
    if (gesture === 'facing left') poses.push('head_turned_left');
    if (gesture === 'facing right') poses.push('head_turned_right');
    const mouth = /^mouth (\d+)% open$/.exec(gesture);
    if (mouth && Number(mouth[1]) >= MOUTH_OPEN_PERCENT) poses.push('mouth_open');
  }
  return poses;
}

export type FaceVerdict = 'match' | 'uncertain' | 'no_match' | 'no_face' | 'unknown';

export interface FramesComparison {
  /** The best frame against the photos. */
  verdict: Exclude<FaceVerdict, 'unknown'>;
  /** The best cosine similarity of a frame's face to a photo's face; 0 without faces. */
  similarity: number;
  /** With 'no_face': the photos show none. */
  noFaceIn?: 'photos';
  /** The best frame's anti-spoofing and liveness scores. */
  real?: number;
  live?: number;
  /** Which photo held the best matching face, and that face. */
  photoIndex?: number;
  photoFace?: number[];
  /** Whether every frame shows the first frame's face. */
  throughout: Exclude<FaceVerdict, 'unknown' | 'no_face'>;
  /** The best frame's anti-spoofing or liveness score is under the admin's minimum. */
  spoofed: boolean;
}

/** The thresholds of the vision_* admin settings, as numbers. */
export interface VisionThresholds {
  explicit: number;
  uncertain: number;
  faceMatch: number;
  faceUncertain: number;
  /** A photo's face this similar to another active account's photo holds it. */
  faceOtherAccount: number;
  antispoofMin: number;
  livenessMin: number;
}

export function thresholdsOf(settings: Settings): VisionThresholds {
  return {
    explicit: Number(settings.vision_explicit_threshold),
    uncertain: Number(settings.vision_uncertain_threshold),
    faceMatch: Number(settings.vision_face_match),
    faceUncertain: Number(settings.vision_face_uncertain),
    faceOtherAccount: Number(settings.vision_face_other_account),
    antispoofMin: Number(settings.vision_antispoof_min),
    livenessMin: Number(settings.vision_liveness_min),
  };
}

const CLASSIFIER_SIDE = 224;
/** Faces are found on the picture scaled to this longest side: enough for a selfie's face. */
const FACE_MAX_SIDE = 640;

async function rgbOf(bytes: Buffer, resize: ResizeOptions): Promise<RgbPicture> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(resize)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * The private detector and the face comparison, on models loaded once per process (in a thread
 * of their own: `VisionThread`). `engine` answers null when they could not load or are switched
 * off, and every answer is then 'unknown'; so is a picture the engine failed on (its thread died
 * or hung), reported to `onFailure`: the upload is kept for review, not answered with an error.
 */
export class VisionService {
  constructor(
    private readonly engine: () => Promise<VisionEngine | null>,
    private readonly thresholds: () => Promise<VisionThresholds>,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** The engine's answer; null without the models or when it failed on this picture. */
  private async withEngine<T>(work: (engine: VisionEngine) => Promise<T>): Promise<T | null> {
    const engine = await this.engine();
    if (!engine) return null;
    try {
      return await work(engine);
    } catch (error) {
      this.onFailure(error);
      return null;
    }
  }

  /** Whether the models are loaded (waits for them while they load); false when off or failed. */
  async hasModels(): Promise<boolean> {
    return (await this.engine()) !== null;
  }

  /** Whether an image is explicit, by the admin's thresholds. */
  async classifyImage(bytes: Buffer): Promise<Classification> {
    const predictions = await this.withEngine(async (engine) =>
      engine.classify(
        await rgbOf(bytes, { width: CLASSIFIER_SIDE, height: CLASSIFIER_SIDE, fit: 'fill' }),
      ),
    );
    if (!predictions) return { explicit: null, verdict: 'unknown' };
    const explicit = predictions
      .filter(({ className }) => className === 'Porn' || className === 'Hentai')
      .reduce((sum, { probability }) => sum + probability, 0);
    const { explicit: refuse, uncertain } = await this.thresholds();
    const verdict = explicit >= refuse ? 'explicit' : explicit >= uncertain ? 'uncertain' : 'safe';
    return { explicit, verdict };
  }

  /**
   * The faces of a picture, largest first, with their descriptions, scores and gestures, and the
   * picture's perceptual hash.
   */
  async describeFace(bytes: Buffer): Promise<FaceDescription> {
    const described = await this.withEngine(async (engine) => {
      const faces = await engine.detectFaces(
        await rgbOf(bytes, {
          width: FACE_MAX_SIDE,
          height: FACE_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        }),
      );
      const hash = perceptualHashOf(await engine.perceptualHash(bytes));
      return { faces: faces.sort((a, b) => b.area - a.area), hash };
    });
    return described ?? { faces: null, hash: null };
  }

  /** The picture's perceptual hash; null when the models are unavailable. */
  async perceptualHash(bytes: Buffer): Promise<PerceptualHash | null> {
    const hash = await this.withEngine((engine) => engine.perceptualHash(bytes));
    return hash === null ? null : perceptualHashOf(hash);
  }

  /**
   * The text written in a picture and its QR codes; null when the models are unavailable (the
   * reading, its decoding included, runs in their thread).
   */
  async readText(bytes: Buffer): Promise<ImageText | null> {
    return this.withEngine((engine) => engine.readText(bytes));
  }

  /**
   * The faces of a selfie's frames (one per frame, each found) against each other and against
   * the faces of the member's photos (each photo's faces, or null for a photo not described):
   * whether the frames show one face throughout, and whether the best frame matches the photos,
   * is uncertain, does not match, or the photos show no face.
   */
  async compareFrames(
    frames: readonly DescribedFace[],
    photos: readonly (readonly number[][] | null)[],
  ): Promise<FramesComparison> {
    const limits = await this.thresholds();
    const verdictOf = (similarity: number): 'match' | 'uncertain' | 'no_match' =>
      similarity >= limits.faceMatch
        ? 'match'
        : similarity >= limits.faceUncertain
          ? 'uncertain'
          : 'no_match';
    const [first] = frames;
    const throughout = verdictOf(
      Math.min(
        ...frames.map((frame) => bestMatch(frame.embedding, [first?.embedding ?? []]).similarity),
      ),
    );
    if (photos.every((faces) => faces !== null && faces.length === 0)) {
      return { verdict: 'no_face', similarity: 0, noFaceIn: 'photos', throughout, spoofed: false };
    }
    let best = { similarity: 0, frame: frames[0], photoIndex: -1, photoFace: [] as number[] };
    for (const frame of frames) {
      for (const [photoIndex, faces] of photos.entries()) {
        if (!faces) continue;
        const { similarity, index } = bestMatch(frame.embedding, faces);
        if (similarity > best.similarity) {
          best = { similarity, frame, photoIndex, photoFace: [...(faces[index] ?? [])] };
        }
      }
    }
    const { frame, ...match } = best;
    const real = frame?.real ?? 0;
    const live = frame?.live ?? 0;
    const spoofed = real < limits.antispoofMin || live < limits.livenessMin;
    const undescribed = photos.some((faces) => faces === null);
    const verdict = verdictOf(match.similarity);
    return {
      verdict: verdict === 'no_match' && undescribed ? 'uncertain' : verdict,
      real,
      live,
      ...match,
      throughout,
      spoofed,
    };
  }

  /** The same face, by the admin's thresholds, as a verified one: for a new main photo. */
  async sameFace(verified: readonly number[], faces: readonly number[][]): Promise<FaceVerdict> {
    return (await this.faceComparison(verified, faces)).verdict;
  }

  /** The verdict of `sameFace` with the best similarity (0 without faces). */
  async faceComparison(
    known: readonly number[],
    faces: readonly number[][],
  ): Promise<{ verdict: FaceVerdict; similarity: number }> {
    if (faces.length === 0) return { verdict: 'no_face', similarity: 0 };
    const { similarity } = bestMatch(known, faces);
    const limits = await this.thresholds();
    if (similarity >= limits.faceMatch) return { verdict: 'match', similarity };
    return { verdict: similarity >= limits.faceUncertain ? 'uncertain' : 'no_match', similarity };
  }

  /** The best similarity of these faces to another account's, and whether it holds the photo. */
  async otherAccountFace(
    known: readonly number[],
    faces: readonly number[][],
  ): Promise<{ same: boolean; similarity: number }> {
    const { similarity } = bestMatch(known, faces);
    return { same: similarity >= (await this.thresholds()).faceOtherAccount, similarity };
  }

  /**
   * Work for later, off the request path (a photo's faces described after its upload), one at a
   * time; a failure is reported, never thrown.
   */
  later(task: () => Promise<void>, onError: (error: unknown) => void): void {
    this.background = this.background.then(task).catch(onError);
  }

  /** Settles once every task given to `later` is done, those they give included (tests, shutdown). */
  async idle(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.background;
      await current;
    } while (current !== this.background);
  }

  private background: Promise<unknown> = Promise.resolve();
}

import sharp, { type ResizeOptions } from 'sharp';
import type { Settings } from '../content/contentService';
import { bestMatch } from './faceEmbeddings';
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
}

export type FaceVerdict = 'match' | 'uncertain' | 'no_match' | 'no_face' | 'unknown';

export interface FaceComparison {
  verdict: FaceVerdict;
  /** The best cosine similarity of the selfie's face to a photo's face; 0 without faces. */
  similarity: number;
  /** With 'no_face': where no face was found. */
  noFaceIn?: 'selfie' | 'photos';
  /** The selfie's anti-spoofing and liveness scores, when it has a face. */
  real?: number;
  live?: number;
  /** Which photo held the best matching face, and that face. */
  photoIndex?: number;
  photoFace?: number[];
}

/** The thresholds of the vision_* admin settings, as numbers. */
export interface VisionThresholds {
  explicit: number;
  uncertain: number;
  faceMatch: number;
  faceUncertain: number;
  antispoofMin: number;
  livenessMin: number;
}

export function thresholdsOf(settings: Settings): VisionThresholds {
  return {
    explicit: Number(settings.vision_explicit_threshold),
    uncertain: Number(settings.vision_uncertain_threshold),
    faceMatch: Number(settings.vision_face_match),
    faceUncertain: Number(settings.vision_face_uncertain),
    antispoofMin: Number(settings.vision_antispoof_min),
    livenessMin: Number(settings.vision_liveness_min),
  };
}

const CLASSIFIER_SIDE = 224;
/** Faces are found on the picture scaled to this longest side: enough for a selfie's face. */
const FACE_MAX_SIDE = 640;
// A decompression bomb is refused before it is decoded, as for photos.
const MAX_INPUT_PIXELS = 40_000_000;

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
 * off, and every answer is then 'unknown'.
 */
export class VisionService {
  constructor(
    private readonly engine: () => Promise<VisionEngine | null>,
    private readonly thresholds: () => Promise<VisionThresholds>,
  ) {}

  /** Whether an image is explicit, by the admin's thresholds. */
  async classifyImage(bytes: Buffer): Promise<Classification> {
    const engine = await this.engine();
    if (!engine) return { explicit: null, verdict: 'unknown' };
    const predictions = await engine.classify(
      await rgbOf(bytes, { width: CLASSIFIER_SIDE, height: CLASSIFIER_SIDE, fit: 'fill' }),
    );
    const explicit = predictions
      .filter(({ className }) => className === 'Porn' || className === 'Hentai')
      .reduce((sum, { probability }) => sum + probability, 0);
    const { explicit: refuse, uncertain } = await this.thresholds();
    const verdict = explicit >= refuse ? 'explicit' : explicit >= uncertain ? 'uncertain' : 'safe';
    return { explicit, verdict };
  }

  /** The faces of a picture, largest first, with their descriptions and scores. */
  async describeFace(bytes: Buffer): Promise<FaceDescription> {
    const engine = await this.engine();
    if (!engine) return { faces: null };
    const faces = await engine.detectFaces(
      await rgbOf(bytes, {
        width: FACE_MAX_SIDE,
        height: FACE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      }),
    );
    return { faces: faces.sort((a, b) => b.area - a.area) };
  }

  /**
   * The selfie's face against the faces of the member's photos (each photo's faces, or null for
   * a photo not described): match, uncertain, no match, or no face in the selfie or the photos.
   */
  async compareFaces(
    selfie: Buffer,
    photos: readonly (readonly number[][] | null)[],
  ): Promise<FaceComparison> {
    const described = await this.describeFace(selfie);
    if (described.faces === null) return { verdict: 'unknown', similarity: 0 };
    const face = described.faces[0];
    if (!face) return { verdict: 'no_face', similarity: 0, noFaceIn: 'selfie' };
    const scores = { real: face.real, live: face.live };
    if (photos.every((faces) => faces !== null && faces.length === 0)) {
      return { verdict: 'no_face', similarity: 0, noFaceIn: 'photos', ...scores };
    }
    let best = { similarity: 0, photoIndex: -1, photoFace: [] as number[] };
    for (const [photoIndex, faces] of photos.entries()) {
      if (!faces) continue;
      const { similarity, index } = bestMatch(face.embedding, faces);
      if (similarity > best.similarity) {
        best = { similarity, photoIndex, photoFace: [...(faces[index] ?? [])] };
      }
    }
    const limits = await this.thresholds();
    const spoofed = face.real < limits.antispoofMin || face.live < limits.livenessMin;
    const undescribed = photos.some((faces) => faces === null);
    const verdict: FaceVerdict =
      best.similarity >= limits.faceMatch
        ? spoofed
          ? 'uncertain'
          : 'match'
        : best.similarity >= limits.faceUncertain || undescribed
          ? 'uncertain'
          : 'no_match';
    return { verdict, ...scores, ...best };
  }

  /** The same face, by the admin's thresholds, as a verified one: for a new main photo. */
  async sameFace(verified: readonly number[], faces: readonly number[][]): Promise<FaceVerdict> {
    if (faces.length === 0) return 'no_face';
    const { similarity } = bestMatch(verified, faces);
    const limits = await this.thresholds();
    if (similarity >= limits.faceMatch) return 'match';
    return similarity >= limits.faceUncertain ? 'uncertain' : 'no_match';
  }

  /**
   * Work for later, off the request path (a photo's faces described after its upload), one at a
   * time; a failure is reported, never thrown.
   */
  later(task: () => Promise<void>, onError: (error: unknown) => void): void {
    this.background = this.background.then(task).catch(onError);
  }

  /** Settles once every task given to `later` so far is done (a selfie, tests, shutdown). */
  async idle(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.background;
      await current;
    } while (current !== this.background);
  }

  private background: Promise<unknown> = Promise.resolve();
}

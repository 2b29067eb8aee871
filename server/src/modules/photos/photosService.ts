import { randomBytes } from 'node:crypto';
import { HOUR_MS } from '../../limits/rateLimiter';
import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { FairWorkPool } from '../../limits/fairWorkPool';
import type { FileStorage } from '../../storage/fileStorage';
import type { PhotoScreening } from '../vision/photoScreening';
import type { VisionService } from '../vision/visionService';
import { isStorageKey } from '../../storage/fileStorage';
import {
  bytesOfDataUrl,
  cardRendition,
  photoRenditions,
  processPhoto,
  reencodePicture,
  type ProcessedPhoto,
} from './photoProcessor';
import type { Realtime } from '../../realtime/realtime';
import type { DomainEvents } from '../../events/domainEvents';
import type {
  AwaitingPhoto,
  PhotoVerdict,
  PhotosRepository,
  StoredPhotoNames,
} from './photosRepository';

/** A new storage name: 128 random bits, so no name tells anything about another. */
function newPhotoName(extension: 'jpg' | 'webp' = 'jpg'): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

const LEGACY_RENAME_BATCH = 100;
const CARD_BACKFILL_BATCH = 500;

/** Uploads never placed in a profile (an abandoned sign-up) are deleted after this. */
const PENDING_LIFETIME_MS = 24 * HOUR_MS;

export interface UploadedPhoto {
  image_name: string;
  imageurl: string;
}

const UNCHECKED: PhotoVerdict = {
  explicit_verdict: 'unknown',
  explicit_score: null,
  phash: null,
  phash_bands: null,
  held_reason: null,
  held_evidence: null,
};

/**
 * An upload still awaiting its screening this long after it was stored lost it (its process
 * stopped): the screening job takes it up. Longer than a screening waits for the models under
 * load.
 */
const SCREENING_LOST_AFTER_MS = 10 * 60_000;
const SCREENING_BATCH = 100;
/**
 * Screenings after an answer run one at a time, members in turn: their decoding and renditions
 * share the cores with the calls. One beyond the line (a flood of uploads) stays hidden for the
 * screening job.
 */
const SCREENING_LINE = {
  concurrency: 1,
  maxWaiting: 64,
  maxWaitingPerCaller: 4,
  retryAfterSeconds: 0,
} as const;

/** The checks of a photo and where their later findings go. */
export interface PhotoChecks {
  vision: Pick<VisionService, 'hasModels' | 'classifyImage'>;
  screening: Pick<PhotoScreening, 'beforeStore' | 'afterStore'>;
  /** Tells a member's open tabs their photo was refused after the answer (`photorefused`). */
  realtime: Pick<Realtime, 'toMember'>;
  /** `photoRefused`, for those without one (a push notification). */
  events: Pick<DomainEvents, 'raise'>;
  /** A screening after the answer that failed: the photo stays hidden for the screening job. */
  onError: (error: unknown, imageName: string) => void;
}

/** Photos: checked and re-encoded uploads, pending until a profile claims them, and their files. */
export class PhotosService {
  /** The screenings after an answer still running or in their line (`idle`). */
  private readonly screenings = new Set<Promise<boolean>>();
  private readonly screeningLine = new FairWorkPool(SCREENING_LINE);

  constructor(
    private readonly repository: PhotosRepository,
    private readonly storage: FileStorage,
    private readonly now: () => Date,
    /**
     * The explicit-image detector and the screening (copies, faces, text); without (background
     * jobs that only rename files), every photo is 'unknown'.
     */
    private readonly checks: PhotoChecks | null = null,
  ) {}

  /**
   * POST uploadimageweb: a picture sent as a data URL, by a visitor signing up (uploaderId null)
   * or a member (limited by the route, before its body is read); kept pending until signupweb or
   * the profile claims it.
   */
  uploadDataUrl(dataUrl: string, uploaderId: number | null): Promise<UploadedPhoto> {
    return this.upload(bytesOfDataUrl(dataUrl), uploaderId);
  }

  /**
   * Stores a picture (its bytes checked and re-encoded) as a pending upload. A visitor's is
   * screened before the answer (the sign-up form shows a refusal). A member's is answered once
   * its full copy is stored, and screened after (its renditions made then), shown to no one else
   * meanwhile: the explicit-image model took some 55 ms of the answer and the renditions 35, and
   * under load both waited behind every call for a core. A refusal then removes it and tells the
   * member's tabs (`photorefused`). Without the models the checks cost nothing and run before the
   * answer.
   */
  async upload(bytes: Buffer, uploaderId: number | null): Promise<UploadedPhoto> {
    const screenedNow =
      uploaderId === null || !this.checks || !(await this.checks.vision.hasModels());
    if (screenedNow) return this.uploadScreened(bytes, uploaderId);
    // Its full copy alone now (some 11 ms of CPU, quiet); the rest after the answer.
    const full = await reencodePicture(bytes);
    // Unrelated names: a free member is given the blurred copy's, and must not derive the other.
    const photo: AwaitingPhoto = {
      image_name: newPhotoName(),
      blurred_name: newPhotoName(),
      member_id: uploaderId,
    };
    await this.storage.put(photo.image_name, full, 'image/jpeg');
    await this.repository.insertPending(
      { image_name: photo.image_name, blurred_name: photo.blurred_name, card_name: null },
      uploaderId,
      this.now(),
      { ...UNCHECKED, awaiting_screening: true },
    );
    this.screenAfterAnswer(photo, full);
    return { image_name: photo.image_name, imageurl: this.storage.urlOf(photo.image_name) };
  }

  /** An upload screened before its answer: a visitor's, or any without the models. */
  private async uploadScreened(bytes: Buffer, uploaderId: number | null): Promise<UploadedPhoto> {
    const processed = await processPhoto(bytes);
    const verdict = await this.verdictOf(processed.full, uploaderId);
    // Unrelated names: a free member is given the blurred copy's, and must not derive the other.
    const names = {
      image_name: newPhotoName(),
      blurred_name: newPhotoName(),
      card_name: newPhotoName('webp'),
    };
    await this.storeRenditions(names, processed);
    await this.storage.put(names.image_name, processed.full, 'image/jpeg');
    await this.repository.insertPending(names, uploaderId, this.now(), {
      ...verdict,
      awaiting_screening: false,
    });
    this.checks?.screening.afterStore(names.image_name, processed.full, uploaderId);
    return { image_name: names.image_name, imageurl: this.storage.urlOf(names.image_name) };
  }

  private async storeRenditions(
    names: Pick<StoredPhotoNames, 'blurred_name'> & { card_name: string },
    renditions: Omit<ProcessedPhoto, 'full'>,
  ): Promise<void> {
    await this.storage.put(names.blurred_name, renditions.blurred, 'image/jpeg');
    await this.storage.put(names.card_name, renditions.card, 'image/webp');
  }

  /** Settles once every screening after an answer has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.screenings.size > 0) await Promise.all(this.screenings);
  }

  /**
   * The screening job: uploads whose screening was lost (their process stopped before it ended)
   * are screened from their stored full copy, a batch a run (one that fails is tried next run).
   * Answers how many were.
   */
  async screenLostUploads(signal: AbortSignal): Promise<number> {
    const before = new Date(this.now().getTime() - SCREENING_LOST_AFTER_MS);
    let screened = 0;
    for (const photo of await this.repository.awaitingScreening(before, SCREENING_BATCH)) {
      if (signal.aborted) break;
      const full = await this.storage.read(photo.image_name).catch((error: unknown) => {
        this.checks?.onError(error, photo.image_name);
        return null;
      });
      if (full && (await this.screenStored(photo, full))) {
        screened += 1;
      }
    }
    return screened;
  }

  private screenAfterAnswer(photo: AwaitingPhoto, full: Buffer): void {
    const screening = this.screeningLine
      .run(`member:${photo.member_id}`, () => this.screenStored(photo, full))
      .catch((beyondTheLine: unknown) => {
        this.checks?.onError(beyondTheLine, photo.image_name);
        return false;
      });
    this.screenings.add(screening);
    void screening.finally(() => this.screenings.delete(screening));
  }

  /** The checks before a photo is kept: throws 400 with the member's reason when refused. */
  private async verdictOf(full: Buffer, uploaderId: number | null): Promise<PhotoVerdict> {
    if (!this.checks) return UNCHECKED;
    const { explicit, verdict } = await this.checks.vision.classifyImage(full);
    if (verdict === 'explicit') throw new ApiError(400, MESSAGES.photoExplicit);
    const screened = await this.checks.screening.beforeStore(full, uploaderId);
    return {
      explicit_verdict: verdict,
      explicit_score: explicit,
      phash: screened.hash?.value ?? null,
      phash_bands: screened.hash?.bands ?? null,
      held_reason: screened.hold?.reason ?? null,
      held_evidence: screened.hold ? JSON.stringify(screened.hold.evidence) : null,
    };
  }

  /**
   * A stored upload's screening after its answer: refused, the photo removed and its member told
   * why; kept, its renditions made and its verdict written. Answers false when it failed (logged;
   * the photo stays hidden).
   */
  private async screenStored(photo: AwaitingPhoto, full: Buffer): Promise<boolean> {
    const checks = this.checks;
    if (!checks) return false;
    try {
      let verdict: PhotoVerdict;
      try {
        verdict = await this.verdictOf(full, photo.member_id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        await this.removeRefused(photo.image_name, error.message, checks);
        return true;
      }
      const cardName = newPhotoName('webp');
      await this.storeRenditions(
        { blurred_name: photo.blurred_name, card_name: cardName },
        await photoRenditions(full),
      );
      if (
        await this.repository.setScreened(photo.image_name, { ...verdict, card_name: cardName })
      ) {
        checks.screening.afterStore(photo.image_name, full, photo.member_id);
      } else {
        // Screened meanwhile by another run with a rendition of its own, or deleted: then its
        // blurred copy, written after the deletion removed the files, goes too.
        await this.storage.delete(cardName);
        if (!(await this.repository.has(photo.image_name))) {
          await this.storage.delete(photo.blurred_name);
        }
      }
      return true;
    } catch (error) {
      checks.onError(error, photo.image_name);
      return false;
    }
  }

  /** A refused upload's row and files removed, and its member told why (tabs, else a push). */
  private async removeRefused(
    imageName: string,
    reason: string,
    { realtime, events }: PhotoChecks,
  ): Promise<void> {
    const removed = await this.repository.transaction((repository) =>
      repository.deleteRefused(imageName),
    );
    if (!removed) return;
    await this.deleteFiles([removed]);
    if (removed.member_id !== null) {
      realtime.toMember(removed.member_id, 'photorefused', {
        image_name: imageName,
        message: reason,
      });
      // Its reactions (a push) never hold the screenings' line; raise never rejects.
      void events.raise('photoRefused', { memberId: removed.member_id, imageName, reason });
    }
  }

  /** A photo's address. */
  urlOf(photo: Pick<StoredPhotoNames, 'image_name'>): string {
    return this.storage.urlOf(photo.image_name);
  }

  /** Deletes every photo of the member, rows and files. */
  async removeAllOf(memberId: number): Promise<void> {
    await this.deleteFiles(await this.repository.deleteOfMember(memberId));
  }

  /** A moderator's removal of one profile photo: the row, then its files. */
  async removePhoto(memberId: number, photoId: number): Promise<boolean> {
    const removed = await this.repository.transaction((repository) =>
      repository.deleteOneOfMember(memberId, photoId),
    );
    if (removed) await this.deleteFiles([removed]);
    return removed !== undefined;
  }

  /**
   * Gives every blurred copy still named after its full copy a random name of its own: the file
   * is copied, the row moved to the new name, then the old file deleted. Safe to run from several
   * processes at once (only one rename of a row wins; a loser deletes its copy). A copy that fails
   * (its file missing) is logged and left; blurred cards never show a legacy name meanwhile.
   */
  async renameLegacyBlurredCopies(
    signal: AbortSignal,
    onFailure: (photoId: number, error: unknown) => void,
  ): Promise<number> {
    let renamed = 0;
    let afterId = 0;
    while (!signal.aborted) {
      const batch = await this.repository.legacyBlurred(afterId, LEGACY_RENAME_BATCH);
      if (batch.length === 0) break;
      for (const photo of batch) {
        if (signal.aborted) break;
        afterId = photo.id;
        const name = newPhotoName();
        try {
          await this.storage.copy(photo.blurred_name, name);
        } catch (error) {
          onFailure(photo.id, error);
          continue;
        }
        const won = await this.repository.renameBlurred(photo.id, photo.blurred_name, name);
        await this.storage.delete(won ? photo.blurred_name : name);
        if (won) renamed += 1;
      }
    }
    return renamed;
  }

  /**
   * Makes the card rendition of every photo stored before renditions were (or whose making
   * failed), from its full copy. Safe to run from several processes at once: only one
   * process's rendition is recorded, a loser deletes its file. A full copy that cannot be read
   * or decoded is counted and left (its cards keep the full copy's address). Names that are not
   * storage keys (the million-member bench's generated rows) are passed over.
   */
  async makeMissingCardRenditions(
    signal: AbortSignal,
    onFailure: (imageName: string, error: unknown) => void,
  ): Promise<number> {
    let made = 0;
    let afterName = '';
    while (!signal.aborted) {
      const batch = await this.repository.withoutCard(afterName, CARD_BACKFILL_BATCH);
      if (batch.length === 0) break;
      for (const imageName of batch) {
        if (signal.aborted) break;
        afterName = imageName;
        if (!isStorageKey(imageName)) continue;
        const name = newPhotoName('webp');
        try {
          await this.storage.put(
            name,
            await cardRendition(await this.storage.read(imageName)),
            'image/webp',
          );
        } catch (error) {
          onFailure(imageName, error);
          continue;
        }
        if (await this.repository.setCard(imageName, name)) made += 1;
        else await this.storage.delete(name);
      }
    }
    return made;
  }

  /**
   * The abandoned-uploads job: uploads no profile claimed within a day (an abandoned sign-up),
   * rows and files. Answers how many went.
   */
  async deleteAbandonedUploads(): Promise<number> {
    const before = new Date(this.now().getTime() - PENDING_LIFETIME_MS);
    const abandoned = await this.repository.deletePendingBefore(before);
    await this.deleteFiles(abandoned);
    return abandoned.length;
  }

  private async deleteFiles(photos: readonly StoredPhotoNames[]): Promise<void> {
    for (const photo of photos) {
      await this.storage.delete(photo.image_name);
      await this.storage.delete(photo.blurred_name);
      if (photo.card_name) await this.storage.delete(photo.card_name);
    }
  }
}

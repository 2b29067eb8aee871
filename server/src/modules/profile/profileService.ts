import {
  activeWithinOf,
  filterCriteriaOf,
  GENDER_FIELD,
  GENDER_IDENTITY_FIELD,
  isFieldPrivacy,
  parseFieldInput,
  PREMIUM_FLAGS,
  PRIVATE_FIELDS,
  PROFILE_FIELDS,
  SETTINGS_FLAGS,
  specGenderOf,
  TEXT_FIELDS,
  type Profile,
  type ProfileField,
  type ProfileFieldName,
  type ProfileFieldValues,
  type SetProfileBody,
  type SettingsFlag,
} from '@dating/contract/schemas';
import {
  ageOn,
  DEFAULT_LANGUAGE,
  LIMITS,
  MESSAGES,
  parseIsoDate,
  toIsoDate,
  validateCoordinates,
  validateName,
  type Language,
} from '@dating/contract/rules';
import { isRowId } from '../../db/rowId';
import { ApiError } from '../../http/apiError';
import type { FileStorage } from '../../storage/fileStorage';
import type { ContentService } from '../content/contentService';
import type { PhotosService } from '../photos/photosService';
import type { PlacesProvider } from '../places/placesProvider';
import { privacyStateOf } from '../privacy/privacyState';
import type { OwnProfileReads } from './cachedProfiles';
import type { OwnProfileRow } from './ownProfileRepository';
import { ownProfileFieldsOf } from './profileFieldColumns';
import type {
  EditableMember,
  MemberChange,
  MemberPhoto,
  NewFeedItem,
  ProfileRepository,
} from './profileRepository';
import type { ScamReview } from '../scams/scamReview';

const flag = (value: boolean) => (value ? 'true' : 'false');

function isPremium(member: EditableMember, now: Date): boolean {
  return member.premium_until !== null && member.premium_until > now;
}

function parseFlag(value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ApiError(400, MESSAGES.settingFormat);
}

/** A photo named by its address or its storage name: the last path segment is the name. */
function storageNameOf(addressOrName: string): string {
  return addressOrName.split('?')[0]?.split('/').pop() ?? '';
}

/** `check`: a JSON array of names, or a comma-separated list (architecture 3a). */
function parseInterestNames(value: string): string[] {
  const names = value.trim().startsWith('[') ? parseJson(value) : value.split(',');
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
    throw new ApiError(400, MESSAGES.invalidFormat);
  }
  return [...new Set(names.map((name: string) => name.trim()).filter(Boolean))];
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new ApiError(400, MESSAGES.invalidFormat);
  }
}

function parsePurposeIds(value: string): number[] {
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (!ids.every(isRowId)) throw new ApiError(400, MESSAGES.invalidFormat);
  return [...new Set(ids)];
}

/** The feed items of changed job, bio, company, school and location whose feed_* flag is on. */
function changedDetailsFeed(
  member: EditableMember,
  change: MemberChange,
  flags: Record<SettingsFlag, boolean>,
): NewFeedItem[] {
  const feed: NewFeedItem[] = [];
  for (const field of TEXT_FIELDS) {
    const value = change.fields[field];
    if (typeof value === 'string' && value && value !== member[field] && flags[`feed_${field}`]) {
      feed.push({ type: field, content: value, images: [] });
    }
  }
  const location = change.fields.location;
  if (typeof location === 'string' && flags.feed_location) {
    feed.push({ type: 'location', content: location, images: [] });
  }
  return feed;
}

export interface ProfileServiceDependencies {
  repository: ProfileRepository;
  /** webprofile's read (CachedProfiles over OwnProfileRepository). */
  ownProfiles: OwnProfileReads;
  storage: FileStorage;
  /** Names interests in the reader's language. */
  content: Pick<ContentService, 'interestNamesIn'>;
  /** Names the member's place in the reader's language, as their cards name it to others. */
  places: Pick<PlacesProvider, 'describe'>;
  photos: Pick<PhotosService, 'urlOf'>;
  /** Refuses a text field asking to move to another app or for money. */
  scams: Pick<ScamReview, 'refuseShared'>;
  now: () => Date;
  /** Counts a change of location against its rate limit (throws its 429). */
  takeLocationChange?: (memberId: number) => Promise<void>;
  /** Told when the main photo changed (a verified face is checked against it). */
  mainPhotoChanged?: (memberId: number) => void;
}

/**
 * The member's own profile: webprofile reads it (fields, settings, photos, prompts), websetprofile
 * and websetfirstlook change it by every rule of spec sections 5 and 6 and of the field list
 * (profileFields.ts), and write the feed items a change makes (honouring feed_* flags).
 */
export class ProfileService {
  private readonly repository: ProfileRepository;
  private readonly storage: FileStorage;
  private readonly now: () => Date;
  private readonly takeLocationChange: (memberId: number) => Promise<void>;
  private readonly mainPhotoChanged: (memberId: number) => void;

  constructor(private readonly deps: ProfileServiceDependencies) {
    this.repository = deps.repository;
    this.storage = deps.storage;
    this.now = deps.now;
    this.takeLocationChange = deps.takeLocationChange ?? (async () => {});
    this.mainPhotoChanged = deps.mainPhotoChanged ?? (() => {});
  }

  /** webprofile: the member's own profile, its interests, place and prompts in `language`. */
  async ownProfile(memberId: number, language: Language = DEFAULT_LANGUAGE): Promise<Profile> {
    const row = await this.deps.ownProfiles.findOwnProfile(memberId, language);
    if (!row) throw new ApiError(404, MESSAGES.emailNotRegistered);
    const { photos, prompts, ...profile } = row;
    const interests = await this.deps.content.interestNamesIn(profile.interests, language);
    const location = this.deps.places.describe(profile.location, language);
    const urls = photos.map((photo) => this.deps.photos.urlOf(photo));
    const ids = photos.map((photo) => photo.id);
    return { ...this.profileOf({ ...profile, interests, location }, urls, ids), prompts };
  }

  async setProfile(memberId: number, body: SetProfileBody): Promise<void> {
    await this.deps.scams.refuseShared(TEXT_FIELDS.map((name) => String(body[name] ?? '')));
    if (body.place !== undefined || body.lat !== undefined || body.lon !== undefined) {
      await this.takeLocationChange(memberId);
    }
    const deletedFiles = await this.repository.transaction(async (repository) => {
      const member = await repository.findEditable(memberId);
      if (!member) throw new ApiError(404, MESSAGES.invalidAccess);
      const premium = isPremium(member, this.now());
      const change: MemberChange = { fields: {} };
      const flags = this.applyFlags(member, body, premium, change);
      await this.applyDetails(repository, member, body, change);
      if (body.place !== undefined || body.lat !== undefined || body.lon !== undefined) {
        if (!premium) throw new ApiError(403, MESSAGES.premiumRequired);
        const place = this.parsePlace(body);
        change.fields.location = place.location;
        change.coordinates = place;
      }
      await repository.updateMember(memberId, change);

      const feed = changedDetailsFeed(member, change, flags);
      const photos = await repository.photosOf(memberId);
      const upload = body.images_name ?? body.images;
      if (upload) {
        const imageName = storageNameOf(upload);
        await this.addPhoto(repository, memberId, photos, imageName);
        if (flags.feed_image) feed.push({ type: 'image', content: '', images: [imageName] });
      }
      const removed = body.delete_image
        ? await this.deletePhoto(repository, photos, storageNameOf(body.delete_image))
        : null;
      await repository.insertFeedItems(memberId, feed, this.now());
      if (!removed) return [];
      const { image_name, blurred_name, card_name } = removed;
      return card_name ? [image_name, blurred_name, card_name] : [image_name, blurred_name];
    });
    // Files go once the rows are committed: a rolled-back delete must not lose its file.
    for (const key of deletedFiles) await this.storage.delete(key);
  }

  /** websetfirstlook: the chosen photo becomes the main one, the others keep their order. */
  async setFirstLook(memberId: number, photo: string): Promise<void> {
    const changed = await this.repository.transaction(async (repository) => {
      const member = await repository.findEditable(memberId);
      if (!member) throw new ApiError(404, MESSAGES.invalidAccess);
      const photos = await repository.photosOf(memberId);
      const chosen = photos.find(({ image_name }) => image_name === storageNameOf(photo));
      if (!chosen) throw new ApiError(404, MESSAGES.photoNotFound);
      if (chosen.position === 0) return false;
      await repository.reorderPhotos([
        chosen.id,
        ...photos.filter((p) => p !== chosen).map(({ id }) => id),
      ]);
      if (member.feed_image) {
        await repository.insertFeedItems(
          memberId,
          [{ type: 'image', content: '', images: [chosen.image_name] }],
          this.now(),
        );
      }
      return true;
    });
    if (changed) this.mainPhotoChanged(memberId);
  }

  /**
   * websetphotoorder: the member's photos in the order sent, which must name each of them once
   * (400 otherwise, also for another member's photo); the first becomes the main one.
   */
  async setPhotoOrder(memberId: number, photoIds: readonly number[]): Promise<void> {
    const mainChanged = await this.repository.transaction(async (repository) => {
      const photos = await repository.photosOf(memberId);
      const own = new Set(photos.map(({ id }) => id));
      const named = new Set(photoIds);
      if (named.size !== photoIds.length || named.size !== own.size) {
        throw new ApiError(400, MESSAGES.photoNotFound);
      }
      if (!photoIds.every((id) => own.has(id))) throw new ApiError(400, MESSAGES.photoNotFound);
      if (photos.every((photo, position) => photo.id === photoIds[position])) return false;
      await repository.reorderPhotos(photoIds);
      return photos[0]?.id !== photoIds[0];
    });
    if (mainChanged) this.mainPhotoChanged(memberId);
  }

  /** The flags after this call; a free member may not change the four premium ones. */
  private applyFlags(
    member: EditableMember,
    body: SetProfileBody,
    premium: boolean,
    change: MemberChange,
  ): Record<SettingsFlag, boolean> {
    const flags = { ...member } as Record<SettingsFlag, boolean>;
    for (const flag of SETTINGS_FLAGS) {
      const sent = body[flag];
      if (sent === undefined) continue;
      const value = parseFlag(sent);
      if (value === member[flag]) continue;
      if (PREMIUM_FLAGS.includes(flag) && !premium) {
        throw new ApiError(403, MESSAGES.premiumRequired);
      }
      flags[flag] = value;
      change.fields[flag] = value;
    }
    if (body.swipe !== undefined) {
      if (body.swipe !== '0' && body.swipe !== '1') throw new ApiError(400, MESSAGES.invalidFormat);
      change.fields.swipe = body.swipe === '1';
    }
    return flags;
  }

  /** Name, the profile's fields and their privacy, interests and purposes, each by its rule. */
  private async applyDetails(
    repository: ProfileRepository,
    member: EditableMember,
    body: SetProfileBody,
    change: MemberChange,
  ): Promise<void> {
    if (body.user_name !== undefined) {
      const problem = validateName(body.user_name);
      if (problem) throw new ApiError(400, problem);
      change.fields.name = body.user_name.trim();
    }
    for (const field of PROFILE_FIELDS as readonly ProfileField[]) {
      const sent = body[field.name as ProfileFieldName];
      if (sent === undefined) continue;
      const parsed = parseFieldInput(field, sent);
      if (parsed.problem) throw new ApiError(400, MESSAGES[field.refusal ?? 'invalidFormat']);
      Object.assign(change.fields, { [field.name]: parsed.value });
    }
    Object.assign(change.fields, specGenderChange(member, change.fields));
    const privacy = { ...member.field_privacy };
    let privacyChanged = false;
    for (const { name } of PRIVATE_FIELDS) {
      const sent = body[`${name}_privacy`];
      if (sent === undefined) continue;
      if (!isFieldPrivacy(sent)) throw new ApiError(400, MESSAGES.invalidFormat);
      privacy[name] = sent;
      privacyChanged = true;
    }
    if (privacyChanged) change.fields.field_privacy = privacy;
    if (body.check !== undefined) {
      const interests = await repository.knownInterests(parseInterestNames(body.check));
      if (interests.length === 0) throw new ApiError(400, MESSAGES.selectInterest);
      change.fields.interests = interests;
    }
    if (body.people_for !== undefined) {
      const purposes = await repository.knownPurposes(parsePurposeIds(body.people_for));
      if (purposes.length === 0) throw new ApiError(400, MESSAGES.selectAnyOne);
      change.fields.purposes = purposes;
    }
  }

  private parsePlace(body: SetProfileBody): {
    location: string;
    longitude: number;
    latitude: number;
  } {
    const location = body.place?.trim() ?? '';
    if (!location) throw new ApiError(400, MESSAGES.selectLocation);
    const problem = validateCoordinates(body.lat, body.lon);
    if (problem) throw new ApiError(400, MESSAGES.selectLocationFromDropdown);
    return { location, longitude: Number(body.lon), latitude: Number(body.lat) };
  }

  private async addPhoto(
    repository: ProfileRepository,
    memberId: number,
    photos: readonly MemberPhoto[],
    imageName: string,
  ): Promise<void> {
    if (photos.length >= LIMITS.maxPhotos) throw new ApiError(400, MESSAGES.onlyFiveImages);
    const placed = await repository.placePendingUpload(memberId, imageName, photos.length);
    if (!placed) throw new ApiError(404, MESSAGES.uploadNotFound);
  }

  private async deletePhoto(
    repository: ProfileRepository,
    photos: readonly MemberPhoto[],
    imageName: string,
  ): Promise<MemberPhoto> {
    const photo = photos.find(({ image_name }) => image_name === imageName);
    if (!photo) throw new ApiError(404, MESSAGES.photoNotFound);
    if (photo.position === 0) throw new ApiError(400, MESSAGES.profileImageCannotBeDeleted);
    await repository.deletePhoto(photo.id);
    await repository.reorderPhotos(photos.filter((p) => p !== photo).map(({ id }) => id));
    return photo;
  }

  private profileOf(
    row: Omit<OwnProfileRow, 'profile_revision'>,
    photos: string[],
    photoIds: number[],
  ): Profile {
    const now = this.now();
    const birth = parseIsoDate(row.birth_date);
    const premium = row.premium_until !== null && row.premium_until > now;
    return {
      user_id: row.id,
      user_name: row.name,
      email: row.email,
      age: birth ? ageOn(birth, now) : 0,
      ...ownProfileFieldsOf(row),
      location: row.location,
      lat: row.coordinates.y,
      lon: row.coordinates.x,
      images: photos[0] ?? '',
      imagess: photos,
      photo_ids: photoIds,
      interest: row.interests,
      // Spec section 3 names these without a meaning (README, "Decisions where the spec is open").
      interest1: '',
      ex1: '',
      ex_web: '',
      premium_member: flag(premium),
      member_since: Math.floor(row.created_at.getTime() / 1000),
      verified: flag(row.verified),
      membership_valid_web: row.premium_until ? toIsoDate(row.premium_until) : '',
      swipe: row.swipe ? '1' : '0',
      userstatus: row.status === 'active' ? 1 : 0,
      filter_age: `${row.filter_age_min}-${row.filter_age_max}`,
      filter_gender: row.filter_gender,
      filter_peoplefor: row.filter_purposes,
      filter_distance: row.filter_distance,
      filter_active_within: activeWithinOf(row.filter_active_days),
      filter_verified_only: flag(row.filter_verified),
      filter_answered_only: flag(row.filter_answered),
      filter_preferences: filterCriteriaOf(row.filter_preferences),
      people_for: row.purposes,
      superlike_count: row.superlike_count,
      boost_count: row.boost_count,
      ...(Object.fromEntries(SETTINGS_FLAGS.map((name) => [name, flag(row[name])])) as Record<
        SettingsFlag,
        'true' | 'false'
      >),
      ...privacyStateOf(row, now),
      // Moderators and admins alike: the console's link and route.
      ...(row.role !== 'member' && { moderator: 'true' as const }),
    };
  }
}

/**
 * The spec's gender beside the identity (what older clients send and read): a chosen identity
 * writes the gender it reads as; a gender sent alone that the member's identity does not read as
 * (an older client's change) clears the identity, so the two never disagree.
 */
function specGenderChange(
  member: EditableMember,
  fields: MemberChange['fields'],
): Partial<Pick<ProfileFieldValues, typeof GENDER_FIELD.name | typeof GENDER_IDENTITY_FIELD.name>> {
  const identity = fields[GENDER_IDENTITY_FIELD.name];
  if (identity) return { [GENDER_FIELD.name]: specGenderOf(identity) };
  const gender = fields[GENDER_FIELD.name];
  const kept = identity === undefined ? member[GENDER_IDENTITY_FIELD.name] : null;
  if (gender !== undefined && kept && specGenderOf(kept) !== gender) {
    return { [GENDER_IDENTITY_FIELD.name]: null };
  }
  return {};
}

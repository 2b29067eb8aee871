import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { RateLimiter } from './limits/rateLimiter';
import type { RateLimitStore } from './limits/rateLimitStore';
import type { Mailer } from './mail/mailer';
import { AccountsRepository } from './modules/accounts/accountsRepository';
import { AccountsService } from './modules/accounts/accountsService';
import { EmailCodes } from './modules/accounts/emailCodes';
import { EmailCodesRepository } from './modules/accounts/emailCodesRepository';
import { behindGate, defaultHashingGate } from './modules/accounts/hashingGate';
import type { IdentityProvider } from './modules/accounts/identityProvider';
import type { PasswordHasher } from './modules/accounts/passwordHasher';
import type { Sessions } from './modules/accounts/sessions';
import { SignInDevices } from './modules/accounts/signInDevices';
import { SignInDevicesRepository } from './modules/accounts/signInDevicesRepository';
import { SignInService } from './modules/accounts/signInService';
import { ContentRepository } from './modules/content/contentRepository';
import { ContentService } from './modules/content/contentService';
import { takeLocationChange } from './modules/discovery/discoveryLimits';
import { DiscoveryRepository } from './modules/discovery/discoveryRepository';
import { DiscoveryService } from './modules/discovery/discoveryService';
import { MemberVisibility } from './modules/discovery/memberVisibility';
import { PersonCards } from './modules/discovery/personCards';
import { RelationshipsRepository } from './modules/discovery/relationshipsRepository';
import { RelationshipsService } from './modules/discovery/relationshipsService';
import { ModerationRepository } from './modules/moderation/moderationRepository';
import { ModerationService } from './modules/moderation/moderationService';
import { ReportsRepository } from './modules/reports/reportsRepository';
import { ReportsService } from './modules/reports/reportsService';
import { PhotosRepository } from './modules/photos/photosRepository';
import { PhotosService } from './modules/photos/photosService';
import { PrivacyRepository } from './modules/privacy/privacyRepository';
import { PrivacyService } from './modules/privacy/privacyService';
import { OwnProfileRepository } from './modules/profile/ownProfileRepository';
import { ProfileRepository } from './modules/profile/profileRepository';
import { ProfileService } from './modules/profile/profileService';
import { PromptsRepository } from './modules/prompts/promptsRepository';
import { PromptsService } from './modules/prompts/promptsService';
import { VerificationRepository } from './modules/vision/verificationRepository';
import { VerificationService } from './modules/vision/verificationService';
import type { VisionEngine } from './modules/vision/visionModels';
import { thresholdsOf, VisionService } from './modules/vision/visionService';
import type { FileStorage } from './storage/fileStorage';

export interface ServiceDependencies {
  db: Kysely<Database>;
  /** The nearest-neighbour read's own connections, or null (see DatabaseHandle.nearestFirstDb). */
  nearestFirstDb: Kysely<Database> | null;
  /** Pipelined connections for short reads, or null (see DatabaseHandle.pipelinedDb). */
  pipelinedDb: Kysely<Database> | null;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  storage: FileStorage;
  sessions: Sessions;
  passwordHasher: PasswordHasher;
  identityProvider: IdentityProvider | null;
  /** The clock of every rule that depends on time (codes, limits, ages); tests move it. */
  now: () => Date;
  /** The vision models, or null when switched off or unable to load. */
  visionEngine: () => Promise<VisionEngine | null>;
  /** The origins the admin's pictures may be on (`adminImageOrigins`: what the CSP allows). */
  adminImageOrigins: readonly string[];
  /** Where a failure of background work (a photo's faces described after upload) is reported. */
  onBackgroundError: (error: unknown) => void;
}

/** The domain services on one database, each built once: for the server and the admin CLI. */
export interface Services {
  rateLimiter: RateLimiter;
  content: ContentService;
  prompts: PromptsService;
  photos: PhotosService;
  profile: ProfileService;
  membership: AccountsService;
  signIn: SignInService;
  discovery: DiscoveryService;
  relationships: RelationshipsService;
  reports: ReportsService;
  moderation: ModerationService;
  vision: VisionService;
  verification: VerificationService;
  privacy: PrivacyService;
}

export function createServices(dependencies: ServiceDependencies): Services {
  const {
    db,
    nearestFirstDb,
    pipelinedDb,
    rateLimits,
    mailer,
    storage,
    sessions,
    passwordHasher,
    identityProvider,
    now,
  } = dependencies;
  const rateLimiter = new RateLimiter(rateLimits, now);
  const content = new ContentService(new ContentRepository(db), dependencies.adminImageOrigins);
  const prompts = new PromptsService(new PromptsRepository(db));
  const vision = new VisionService(dependencies.visionEngine, async () =>
    thresholdsOf(await content.settings()),
  );
  const verification = new VerificationService(
    new VerificationRepository(db),
    vision,
    storage,
    now,
    dependencies.onBackgroundError,
  );
  const photos = new PhotosService(new PhotosRepository(db), storage, now, {
    vision,
    verification,
  });
  const profile = new ProfileService({
    repository: new ProfileRepository(db),
    ownProfiles: new OwnProfileRepository(db),
    storage,
    content,
    photos,
    now,
    takeLocationChange: (memberId) => takeLocationChange(rateLimiter, memberId),
    mainPhotoChanged: (memberId) => verification.recheckLater(memberId),
  });

  const accounts = new AccountsRepository(db, pipelinedDb ?? db);
  const codes = new EmailCodes(new EmailCodesRepository(db), rateLimiter, mailer, now);
  // One gate for every hash of the app: sign-ins, password changes, sign-ups.
  const gate = defaultHashingGate();
  const signIn = new SignInService(
    accounts,
    sessions,
    codes,
    passwordHasher,
    gate,
    new SignInDevices(new SignInDevicesRepository(db), now),
    rateLimiter,
    identityProvider,
    now,
  );
  const membership = new AccountsService(
    accounts,
    signIn,
    sessions,
    codes,
    photos,
    content,
    // Sign-ups hash two at a time, after the sign-ins of known browsers.
    behindGate(passwordHasher, gate, 'sign-up', { trusted: false, suspicion: 0 }),
    rateLimiter,
    identityProvider,
    now,
  );

  const discoveryRepository = new DiscoveryRepository(db, nearestFirstDb);
  const relationshipsRepository = new RelationshipsRepository(db);
  const cards = new PersonCards(storage, now);
  const visibility = new MemberVisibility(relationshipsRepository, content, now);
  const discovery = new DiscoveryService({
    repository: discoveryRepository,
    cards,
    content,
    prompts,
    limiter: rateLimiter,
    visibility,
    relocate: (memberId, place) => profile.setProfile(memberId, place),
    now,
  });
  const relationships = new RelationshipsService({
    repository: relationshipsRepository,
    photos: discoveryRepository,
    cards,
    storage,
    visibility,
    limiter: rateLimiter,
    content,
    prompts,
    now,
  });

  const reports = new ReportsService({
    repository: new ReportsRepository(db),
    visibility,
    storage,
    now,
  });
  const moderation = new ModerationService({
    repository: new ModerationRepository(db),
    storage,
    photos,
    sessions,
    verification,
    mailer,
    limiter: rateLimiter,
    now,
  });

  return {
    rateLimiter,
    content,
    prompts,
    photos,
    profile,
    membership,
    signIn,
    discovery,
    relationships,
    reports,
    moderation,
    vision,
    verification,
    privacy: new PrivacyService(new PrivacyRepository(db), now),
  };
}

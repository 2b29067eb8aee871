import { randomBytes } from 'node:crypto';
import type { NotificationCounts, SignupPayload } from '@dating/contract/schemas';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  MESSAGES,
  validateBirthDate,
  validateCode,
  validateCoordinates,
  validateEmail,
  validateName,
} from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { HOUR_MS, MINUTE_MS, type RateLimiter } from '../../limits/rateLimiter';
import type { ContentService } from '../content/contentService';
import type { PhotosService } from '../photos/photosService';
import {
  chooseInterests,
  enforce,
  enforceNewPassword,
  normalizeEmail,
  parseSignupFields,
  parseInterestNames,
} from './accountRules';
import { EmailTakenError, type AccountsRepository, type MemberListing } from './accountsRepository';
import type { EmailCodes } from './emailCodes';
import type { IdentityProvider } from './identityProvider';
import type { PasswordHasher } from './passwordHasher';
import type { Sessions } from './sessions';
import type { AuthenticatedMember } from './sessionsRepository';
import type { SignInService } from './signInService';
import { takeAccountLookup } from './accountLookups';

const SIGNUPS_PER_CLIENT = { limits: [{ max: 10, windowMs: HOUR_MS }] } as const;
/** Codes tried from one network address, whatever the addresses they were sent to. */
const CODE_TRIES_PER_CLIENT = { limits: [{ max: 30, windowMs: 15 * MINUTE_MS }] } as const;
const LOCATION_MAX = 200;

/**
 * Membership: the sign-up flow (e-mail check, code, sign-up), the own profile, online status,
 * counts, deactivation and deletion. Every rule of spec section 5 is checked here, whatever the
 * browser checked.
 */
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly signIn: SignInService,
    private readonly sessions: Sessions,
    private readonly codes: EmailCodes,
    private readonly photos: PhotosService,
    private readonly content: ContentService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly identityProvider: IdentityProvider | null,
    private readonly now: () => Date,
  ) {}

  /**
   * Whether sign-up needs the mailed code: always, unless an admin turned the email_verification
   * setting off. Never inferred from how mail is sent, so a server without SMTP refuses sign-ups
   * rather than accept addresses nobody proved.
   */
  private async emailVerification(): Promise<boolean> {
    return (await this.content.settings()).email_verification !== 'off';
  }

  /**
   * webcheckemail: the address is free; mails the code when verification is on (also resends).
   * Answers whether it did, i.e. whether sign-up will ask for the code.
   */
  async checkEmail(rawEmail: string | undefined, clientAddress: string): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    enforce(validateEmail(email));
    await takeAccountLookup(this.limiter, clientAddress);
    if (await this.accounts.emailTaken(email)) throw new ApiError(409, MESSAGES.emailAlreadyExists);
    if (!(await this.emailVerification())) return false;
    await this.codes.send(email, 'signup', clientAddress);
    return true;
  }

  /** verifyotp: the sign-up code proves the address. */
  async verifyEmail(
    rawEmail: string | undefined,
    rawCode: string | undefined,
    clientAddress: string,
  ): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const code = (rawCode ?? '').trim();
    enforce(validateEmail(email));
    enforce(validateCode(code));
    await this.limiter.take(`code-try-ip:${clientAddress}`, CODE_TRIES_PER_CLIENT);
    await this.codes.verify(email, 'signup', code);
  }

  /** signupweb. */
  async signUp(request: SignupPayload, clientAddress: string): Promise<number> {
    const email = normalizeEmail(request.email);
    const dob = (request.dob ?? '').trim();
    if (email === '' || dob === '') throw new ApiError(400, MESSAGES.fillTheDetails);
    const name = (request.name ?? '').trim().replace(/\s+/g, ' ');
    const password = request.password ?? '';
    enforce(validateName(name));
    enforce(validateEmail(email));
    // A social sign-up whose provider vouched for this very address needs no password nor code.
    const facebookId = await this.vouchedFacebookId(request, email);
    if (facebookId === null) await enforceNewPassword(password, { email, name });
    enforce(validateBirthDate(dob, this.now()));
    const profileFields = parseSignupFields(request);
    const purpose = await this.purposeOf(request.peopleforid);
    const interests = chooseInterests(
      await this.content.canonicalInterestNames(parseInterestNames(request.check)),
      await this.content.listInterestNames(),
    );
    const location = (request.location ?? '').trim();
    if (location === '' || location.length > LOCATION_MAX) {
      throw new ApiError(400, MESSAGES.selectLocationProperly);
    }
    enforce(validateCoordinates(request.lat, request.lon));
    if (
      facebookId === null &&
      (await this.emailVerification()) &&
      !(await this.codes.isVerified(email, 'signup'))
    ) {
      throw new ApiError(400, MESSAGES.emailNotVerified);
    }
    if (await this.accounts.emailTaken(email)) throw new ApiError(409, MESSAGES.emailAlreadyExists);
    await this.limiter.take(`signup-ip:${clientAddress}`, SIGNUPS_PER_CLIENT);

    const imageName = await this.signupPhoto(request);
    const settings = await this.content.settings();
    let memberId: number | null;
    try {
      memberId = await this.accounts.createMember(
        {
          email,
          // Without a password, one nobody knows: the member signs in through the provider, or
          // sets a password with Forgot Password.
          password_hash: await this.hasher.hash(
            facebookId === null ? password : randomBytes(32).toString('base64url'),
          ),
          facebook_id: facebookId,
          name,
          birth_date: dob,
          ...profileFields,
          location,
          longitude: Number(request.lon),
          latitude: Number(request.lat),
          interests,
          purposes: [purpose],
          filter_age_max: Number(settings.max_age),
          filter_distance: Number(settings.max_distance),
          language: isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE,
          created_at: this.now(),
        },
        imageName,
      );
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError(409, MESSAGES.emailAlreadyExists);
      throw error;
    }
    if (memberId === null) throw new ApiError(400, MESSAGES.selectOneImage);
    await this.codes.forget(email, 'signup');
    return memberId;
  }

  /** webonlinestatus. */
  setOnline(memberId: number, online: boolean): Promise<void> {
    return this.accounts.setOnline(memberId, online, this.now());
  }

  /** webgetcounts. */
  counts(memberId: number): Promise<NotificationCounts> {
    return this.accounts.notificationCounts(memberId, this.now());
  }

  /** The member's chosen interests (admindatass marks them). */
  interestsOf(memberId: number): Promise<string[]> {
    return this.accounts.interestsOf(memberId);
  }

  /** webdeleteaccount: the member vanishes until they sign in again and confirm. */
  async deactivate(memberId: number): Promise<void> {
    await this.accounts.deactivate(memberId);
    await this.sessions.closeAllOf(memberId);
  }

  /** webremoveaccount: after the password, the member and all their data go for good. */
  async removeAccount(session: AuthenticatedMember, password: string | undefined): Promise<void> {
    if (!password) throw new ApiError(400, MESSAGES.fillTheDetails);
    const member = await this.accounts.findSignInById(session.id);
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    // 400, not 401: the browser reads a 401 as an ended session.
    await this.signIn.checkPassword(member, password, MESSAGES.wrongPassword, 400);
    await this.deleteMember(member.id);
  }

  /** Deletes a member for good: files, sessions (and their sockets), then every row. */
  async deleteMember(memberId: number): Promise<void> {
    const profile = await this.accounts.findSignInById(memberId);
    await this.photos.removeAllOf(memberId);
    await this.sessions.closeAllOf(memberId);
    await this.accounts.deleteMember(memberId);
    if (profile) {
      await this.codes.forget(profile.email, 'signup');
      await this.codes.forget(profile.email, 'reset');
    }
  }

  /** The admin CLI's `members delete <email>`. */
  async deleteMemberByEmail(rawEmail: string): Promise<void> {
    const member = await this.accounts.findSignInByEmail(normalizeEmail(rawEmail));
    if (!member) throw new ApiError(404, MESSAGES.emailNotRegistered);
    await this.deleteMember(member.id);
  }

  listMembers(): Promise<MemberListing[]> {
    return this.accounts.listMembers();
  }

  private async purposeOf(value: string | undefined): Promise<number> {
    const id = Number((value ?? '').split(',')[0]);
    const purposes = await this.content.listPurposes();
    if (!purposes.some((purpose) => purpose.id === id)) {
      throw new ApiError(400, MESSAGES.selectAnyOne);
    }
    return id;
  }

  /**
   * The provider's id when the sign-up carries a social identity (fbid and access_token) whose
   * provider verified exactly this e-mail; null for any other sign-up, which then needs the
   * password and, when verification is on, the mailed code.
   */
  private async vouchedFacebookId(request: SignupPayload, email: string): Promise<string | null> {
    const fbid = (request.fbid ?? '').trim();
    if (fbid === '' || !this.identityProvider) return null;
    const identity = await this.identityProvider.verify(request.access_token ?? '');
    if (!identity || identity.id !== fbid) throw new ApiError(401, MESSAGES.socialNotVerified);
    return identity.email === email ? identity.id : null;
  }

  /** The uploaded photo's name, or the social picture (fbpic) stored as an upload. */
  private async signupPhoto(request: SignupPayload): Promise<string> {
    const uploaded = (request.image_name ?? '').trim();
    if (uploaded !== '') return uploaded;
    const picture = (request.fbpic ?? '').trim();
    if (picture === '' || !this.identityProvider) throw new ApiError(400, MESSAGES.selectOneImage);
    let bytes: Buffer;
    try {
      bytes = await this.identityProvider.fetchPicture(picture);
    } catch {
      throw new ApiError(400, MESSAGES.selectOneImage);
    }
    return (await this.photos.upload(bytes, null)).image_name;
  }
}

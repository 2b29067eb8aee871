import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AdminDataResponse,
  ApiOk,
  CheckEmailResponse,
  DevMailResponse,
  LoginResponse,
  PlacesResponse,
  SignupPayload,
  UploadImageResponse,
} from '../../shared/contract/src/schemas';
import { placeFromAddress } from '../../shared/contract/src/rules/places';
import { solidPng } from './png';

/** A member created through the API for a journey, with what signing in needs. */
export interface Member {
  memberId: number;
  token: string;
  name: string;
  email: string;
  password: string;
}

let created = 0;

/** An address no earlier run or journey used: the server allows one account per e-mail. */
export function uniqueEmail(label = 'member'): string {
  created += 1;
  return `${label}-${Date.now().toString(36)}-${created}@example.com`;
}

let visitor = 0;

/**
 * The e2e server believes one X-Forwarded-For hop (TRUST_PROXY=1): each call made through the
 * API comes from a visitor address of its own, so members set up for journeys never meet the
 * per-address sign-up limits that the journeys themselves test through the page.
 */
function visitorAddress(): string {
  visitor += 1;
  return `127.1.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

async function post<T extends ApiOk>(
  request: APIRequestContext,
  call: string,
  data: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post(`/api/${call}`, {
    data,
    headers: {
      'X-Forwarded-For': visitorAddress(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as T | { status: 'false'; message: string };
  expect(body, `${call} answered ${JSON.stringify(body)}`).toMatchObject({ status: 'true' });
  return body as T;
}

async function get<T extends ApiOk>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** What the server's development outbox holds for `email`, oldest first. */
export async function mailsTo(
  request: APIRequestContext,
  email: string,
): Promise<DevMailResponse['mails']> {
  const { mails } = await get<DevMailResponse>(request, `dev/mail?to=${encodeURIComponent(email)}`);
  return mails;
}

/** The 4-digit code of the newest mail the server's development outbox holds for `email`. */
export async function readMailedCode(request: APIRequestContext, email: string): Promise<string> {
  const mails = await mailsTo(request, email);
  const code = /\b(\d{4})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(code, `a code mailed to ${email}`).toBeDefined();
  return code ?? '';
}

/** The first place the server suggests for `search`, as the location step picks it. */
export async function firstPlace(request: APIRequestContext, search: string, language = 'en') {
  const { places } = await get<PlacesResponse>(
    request,
    `places?${new URLSearchParams({ q: search, limit: '1', language })}`,
  );
  expect(places.length, `a place for ${search}`).toBeGreaterThan(0);
  return places[0]!;
}

/**
 * Signs a new member up and in through the API, call for call as the shell's sign-up flow does
 * (spec section 4): webcheckemail, the mailed code, verifyotp, uploadimageweb, signupweb,
 * webemaillogin.
 */
export async function signUpMember(
  request: APIRequestContext,
  {
    name = 'Ada Lovelace',
    email = uniqueEmail(),
    password = 'analytical1843',
    /** Where the member lives: members placed in the same city see each other in discovery. */
    city = 'Paris',
    gender = 'female',
    dob = '1990-06-15',
    photo = `data:image/png;base64,${solidPng().toString('base64')}`,
  }: {
    name?: string;
    email?: string;
    password?: string;
    city?: string;
    gender?: 'female' | 'male';
    /** YYYY-MM-DD; see `birthDateForAge` for an age that stays the same on every run. */
    dob?: string;
    /** The photo uploaded, as a data URL: one colour unless a journey needs a real picture. */
    photo?: string;
  } = {},
): Promise<Member> {
  const language = 'en';
  const check = await post<CheckEmailResponse>(request, 'webcheckemail', { email, language });
  if (check.email_verified === 'enabled') {
    const otp = await readMailedCode(request, email);
    await post(request, 'verifyotp', { email, otp, language });
  }
  const upload = await post<UploadImageResponse>(request, 'uploadimageweb', {
    file: photo,
    language,
  });
  const { result: adminData } = await get<AdminDataResponse>(request, 'admindatas');
  const place = await firstPlace(request, city);
  const payload: SignupPayload = {
    check: JSON.stringify(adminData.interests.slice(0, 2).map((interest) => interest.name)),
    name,
    email,
    password,
    dob,
    gender,
    image_name: upload.image_name,
    image_url: upload.imageurl,
    peopleforid: String(adminData.peoplefor[0]?.id),
    lat: String(place.lat),
    lon: String(place.lon),
    location: placeFromAddress(place.description),
    language,
  };
  await post(request, 'signupweb', { ...payload });
  const login = await post<LoginResponse>(request, 'webemaillogin', { email, password, language });
  return { memberId: login.peoples.user_id, token: login.peoples.token, name, email, password };
}

/** A date of birth that makes a member `age` today, on any day the run happens. */
export function birthDateForAge(age: number, today = new Date()): string {
  const born = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), 1));
  born.setUTCMonth(born.getUTCMonth() - 1);
  return born.toISOString().slice(0, 10);
}

/** A call made as `member` through the API, e.g. a like a journey sets up. */
export async function postAs<T extends ApiOk>(
  request: APIRequestContext,
  member: Member,
  call: string,
  data: Record<string, unknown> = {},
): Promise<T> {
  return post<T>(request, call, { user_id: String(member.memberId), ...data }, member.token);
}

/** Puts `member`'s session where the shell reads it (spec section 3), on every navigation of the page. */
export async function storeSession(page: Page, baseURL: string, member: Member): Promise<void> {
  await page.context().addCookies([{ name: 'onboarded', value: 'true', url: baseURL }]);
  await page.addInitScript(({ memberId, token }) => {
    window.localStorage.setItem('session_userid', String(memberId));
    window.localStorage.setItem('session_token', token);
  }, member);
}

/**
 * A new member of their own, signed in on `page` without going through the login page: for
 * journeys that change the member (photos, premium, settings).
 */
export async function seedSession(page: Page, baseURL: string): Promise<Member> {
  const member = await signUpMember(page.request);
  await storeSession(page, baseURL, member);
  return member;
}

// The server allows 10 sign-ups an hour from one address; journeys that only look share one member.
let sharedMember: Promise<Member> | null = null;

/**
 * The run's shared member, signed in afresh on `page` (its own token, so a logout here ends only
 * this session): for journeys that read and change nothing about the member.
 */
export async function seedSharedSession(page: Page, baseURL: string): Promise<Member> {
  sharedMember ??= signUpMember(page.request);
  const member = await signInMember(page.request, await sharedMember);
  await storeSession(page, baseURL, member!);
  return member!;
}

/** A new session of an existing member through the API, or null when the account does not exist. */
export async function signInMember(
  request: APIRequestContext,
  { name, email, password }: Pick<Member, 'name' | 'email' | 'password'>,
): Promise<Member | null> {
  const response = await request.post('/api/webemaillogin', {
    data: { email, password, language: 'en' },
    headers: { 'X-Forwarded-For': visitorAddress() },
  });
  const login = (await response.json()) as LoginResponse | { status: 'false' };
  if (login.status !== 'true') return null;
  return { memberId: login.peoples.user_id, token: login.peoples.token, name, email, password };
}

import assert from 'node:assert/strict';
import type { CheckEmailResponse, DevMailResponse } from '@dating/contract/schemas';
import type { UploadImageResponse } from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { dataUrlOf, smallPng } from './testPictures';

export interface SignUpFields {
  email: string;
  password: string;
  name: string;
  dob: string;
  gender: string;
  check: string;
  peopleforid: string;
  lat: string;
  lon: string;
  location: string;
  language: string;
}

let sequence = 0;

export function signUpFields(overrides: Partial<SignUpFields> = {}): SignUpFields {
  sequence += 1;
  return {
    email: `signup${process.pid}-${sequence}@example.com`,
    password: 'blue kettle 42',
    name: 'Ada Lovelace',
    dob: '1995-12-10',
    gender: 'female',
    check: JSON.stringify(['Music', 'travel']),
    peopleforid: '2',
    lat: '48.85341',
    lon: '2.3488',
    location: 'Paris, Île-de-France, France',
    language: 'en',
    ...overrides,
  };
}

/** The last 4-digit code mailed to an address, read from the development outbox. */
export async function lastMailedCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/mail?to=${encodeURIComponent(email)}`,
  });
  const mail = response.json<DevMailResponse>().mails.at(-1);
  const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
  assert.ok(code, `no code mailed to ${email}`);
  return code;
}

/** A network address of its own per sign-up, so the per-address limits do not add up. */
function clientAddress(): string {
  return `10.1.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

export async function uploadPhoto(
  app: FastifyInstance,
  bytes?: Buffer,
  remoteAddress = clientAddress(),
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploadimageweb',
    remoteAddress,
    payload: { file: dataUrlOf(bytes ?? (await smallPng())), language: 'en' },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<UploadImageResponse>().image_name;
}

/**
 * The browser's sign-up flow through the API (spec section 4): webcheckemail, the mailed code
 * to verifyotp, the photo to uploadimageweb, then signupweb. Answers what signupweb answered.
 */
export async function signUpThroughApi(
  app: FastifyInstance,
  overrides: Partial<SignUpFields> = {},
): Promise<{
  fields: SignUpFields;
  statusCode: number;
  body: { status: string; message: string };
}> {
  const fields = signUpFields(overrides);
  const remoteAddress = clientAddress();
  const check = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/webcheckemail',
    payload: { email: fields.email },
  });
  assert.equal(check.statusCode, 200, check.body);
  if (check.json<CheckEmailResponse>().email_verified === 'enabled') {
    const otp = await lastMailedCode(app, fields.email);
    const verified = await app.inject({
      method: 'POST',
      remoteAddress,
      url: '/api/verifyotp',
      payload: { email: fields.email, otp },
    });
    assert.equal(verified.statusCode, 200, verified.body);
  }
  const image_name = await uploadPhoto(app, undefined, remoteAddress);
  const response = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/signupweb',
    payload: { ...fields, image_name },
  });
  return { fields, statusCode: response.statusCode, body: response.json() };
}

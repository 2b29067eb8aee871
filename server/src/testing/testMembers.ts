import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { pointAt } from '../db/pointAt';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  token: string;
  /** The headers of a call made as this member. */
  headers: { authorization: string };
}

export interface TestMemberFields {
  email?: string;
  name?: string;
  /** A fresh argon2id hash of it is stored; sign-in tests use it. */
  password?: string;
  birthDate?: string;
  gender?: 'female' | 'male' | 'other';
  longitude?: number;
  latitude?: number;
  interests?: string[];
}

const TEST_PASSWORD = 'correct horse';
let sequence = 0;

/**
 * A member straight in the database (no sign-up flow) with an open session, for the tests of
 * any module that needs a signed-in caller.
 */
export async function createTestMember(
  app: FastifyInstance,
  fields: TestMemberFields = {},
): Promise<TestMember> {
  sequence += 1;
  const email = fields.email ?? `member${process.pid}-${sequence}@example.com`;
  const password = fields.password ?? TEST_PASSWORD;
  const { id } = await app.db
    .insertInto('members')
    .values({
      email,
      password_hash: await hash(password),
      name: fields.name ?? 'Test Member',
      birth_date: fields.birthDate ?? '1990-05-17',
      gender: fields.gender ?? 'female',
      location: 'Paris, Île-de-France, France',
      coordinates: pointAt(fields.longitude ?? 2.3488, fields.latitude ?? 48.85341),
      interests: fields.interests ?? ['Music'],
      purposes: [1],
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await app.sessions.open(id);
  return { id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { QuestionsResponse } from '@dating/contract/schemas';
import type { Updateable } from 'kysely';
import { pointAt } from '../../src/db/pointAt';
import type { MembersTable } from '../../src/db/schema';

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
  purposes?: number[];
  premiumUntil?: Date;
  superlikeCount?: number;
  /** Profile photos by storage name, the main one first; each gets a blurred copy of its own name. */
  photos?: string[];
}

/**
 * A suite's calls as a member: `call` answers the status and the parsed body, `okCall` the body
 * of a 200 (asserted). The suite's app is read at each call, once its before hook has made it.
 */
export function memberCalls(suite: { readonly app: FastifyInstance }) {
  async function call<T>(member: TestMember, url: string, payload: object = {}) {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: member.headers,
      payload,
    });
    return { statusCode: response.statusCode, body: response.json<T>() };
  }

  async function okCall<T>(member: TestMember, url: string, payload: object = {}): Promise<T> {
    const { statusCode, body } = await call<T>(member, url, payload);
    assert.equal(statusCode, 200, JSON.stringify(body));
    return body;
  }

  /**
   * The member answers the first `count` questions with each one's first answer, accepting only
   * that and finding it somewhat important: members who answer alike are compatible.
   */
  async function answerFirstQuestions(member: TestMember, count: number): Promise<void> {
    const { questions } = await okCall<QuestionsResponse>(member, 'webquestions');
    for (const question of questions.slice(0, count)) {
      const choice = question.choices[0]!.id;
      await okCall(member, 'websetquestionanswer', {
        question_id: question.id,
        choice_id: choice,
        accepted: [choice],
        importance: 'somewhat',
      });
    }
  }

  return { call, okCall, answerFirstQuestions };
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
      purposes: fields.purposes ?? [1],
      premium_until: fields.premiumUntil ?? null,
      superlike_count: fields.superlikeCount ?? 0,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, imageName] of (fields.photos ?? []).entries()) {
    await app.db
      .insertInto('photos')
      .values({
        image_name: imageName,
        blurred_name: `${randomBytes(16).toString('hex')}.jpg`,
        member_id: id,
        position,
        created_at: new Date(),
      })
      .execute();
  }
  const token = await app.sessions.open(id);
  return { id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Changes a test member's row straight in the database: for a state no call of the test's own
 * sets up (online, boosted, deactivated, moved).
 */
export async function updateTestMember(
  app: FastifyInstance,
  member: { id: number },
  fields: Updateable<MembersTable>,
): Promise<void> {
  await app.db.updateTable('members').set(fields).where('id', '=', member.id).execute();
}

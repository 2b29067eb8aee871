import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  CompareAnswersResponse,
  CompatibilityQuestion,
  GetPeopleResponse,
  MemberProfileResponse,
  QuestionsResponse,
  SetQuestionAnswerRequest,
  SetQuestionAnswerResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { sql } from 'kysely';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { answeredAtLeast } from './compatibilityRepository';
import { DEFAULT_QUESTIONS } from './defaultQuestions';

/** Each test meets its people in a town of its own, so no other test's members show up. */
let townCount = 0;
function newTown() {
  townCount += 1;
  return { longitude: -120 + townCount * 3, latitude: 20 + (townCount % 4) * 5 };
}

type Answer = Omit<SetQuestionAnswerRequest, 'question_id' | 'choice_id' | 'accepted'> & {
  /** The answer's and the accepted answers' positions among the question's. */
  choice: number;
  accepted: number[];
};

for (const backend of testBackends()) {
  describe(`compatibility questions on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });
    const { call, okCall } = memberCalls(suite);

    async function pair() {
      const town = newTown();
      const a = await createTestMember(suite.app, town);
      const b = await createTestMember(suite.app, { ...town, longitude: town.longitude + 0.01 });
      for (const member of [a, b]) {
        await updateTestMember(suite.app, member, { created_at: clock.now() });
      }
      return { a, b };
    }

    async function questions(member: TestMember, language = 'en') {
      return okCall<QuestionsResponse>(member, 'webquestions', { language });
    }

    function answer(member: TestMember, question: CompatibilityQuestion, given: Answer) {
      const id = (position: number) => question.choices[position]?.id ?? 0;
      return okCall<SetQuestionAnswerResponse>(member, 'websetquestionanswer', {
        ...given,
        question_id: question.id,
        choice_id: id(given.choice),
        accepted: given.accepted.map(id),
      });
    }

    async function percentOnCard(viewer: TestMember, other: TestMember) {
      const deck = await okCall<GetPeopleResponse>(viewer, 'webgetpeople');
      const card = deck.peoples.find((person) => person.user_id === other.id);
      assert.ok(card, 'the other member is on the deck');
      return card.match_percent;
    }

    it('seeds at least 100 questions of 2 to 4 answers, in each language with a why line', async () => {
      const { a } = await pair();
      assert.ok(DEFAULT_QUESTIONS.length >= 100);
      const english = await questions(a);
      assert.ok(english.questions.length >= 100);
      const arabic = await questions(a, 'ar');
      assert.deepEqual(
        arabic.questions.map((question) => question.id),
        english.questions.map((question) => question.id),
      );
      for (const [index, question] of english.questions.entries()) {
        assert.ok(question.choices.length >= 2 && question.choices.length <= 4);
        assert.ok(question.why.length > 0);
        const translated = arabic.questions[index];
        assert.notEqual(translated?.text, question.text);
        assert.notEqual(translated?.why, question.why);
        assert.deepEqual(
          translated?.choices.map((choice) => choice.id),
          question.choices.map((choice) => choice.id),
        );
      }
      const first = DEFAULT_QUESTIONS[0];
      const french = await questions(a, 'fr');
      assert.equal(french.questions[0]?.text, first?.text.fr);
      assert.equal(french.questions[0]?.choices[0]?.text, first?.choices[0]?.fr);
      assert.deepEqual(english.answers, []);
    });

    it("answers on the deck's card, the profile and in comparison with the percentage figured by hand", async () => {
      const { a, b } = await pair();
      const [q1, q2, q3, q4] = (await questions(a)).questions;
      assert.ok(q1 && q2 && q3 && q4);
      // A: q1 'very' (50) accepting answer 0; q2 'somewhat' (10) accepting answer 1; q3
      // irrelevant (0, so every answer is accepted); q4 'a little' (1) accepting answer 0, private.
      await answer(a, q1, { choice: 0, accepted: [0], importance: 'very' });
      await answer(a, q2, { choice: 0, accepted: [1], importance: 'somewhat' });
      const irrelevant = await answer(a, q3, {
        choice: 0,
        accepted: [0],
        importance: 'irrelevant',
      });
      assert.deepEqual(
        irrelevant.answer.accepted,
        q3.choices.map((choice) => choice.id),
      );
      await answer(a, q4, { choice: 0, accepted: [0], importance: 'little', public: 'false' });
      // B: q1 mandatory (250) accepting 0; q2 'very' (50) accepting 0; q3 'a little' (1)
      // accepting 0; q4 'somewhat' (10) accepting 0 and 1.
      await answer(b, q1, { choice: 0, accepted: [0], importance: 'mandatory' });
      await answer(b, q2, { choice: 0, accepted: [0], importance: 'very' });
      // Two questions in common: no percentage yet, on the card, the profile or in comparison.
      assert.equal(await percentOnCard(a, b), undefined);
      const early = await okCall<CompareAnswersResponse>(a, 'webcompareanswers', {
        friend_id: b.id,
      });
      assert.equal(early.match_percent, undefined);
      assert.equal(early.common, 2);
      await answer(b, q3, { choice: 1, accepted: [0], importance: 'little' });
      await answer(b, q4, { choice: 1, accepted: [0, 1], importance: 'somewhat' });

      // A's satisfaction: q1 met (50), q2 missed (10), q3 irrelevant (0), q4 missed (1): 50/61.
      // B's: every answer of A's accepted: 311/311. sqrt(50/61) = 0.9054, less 1/4: 66 %.
      assert.equal(await percentOnCard(a, b), 66);
      assert.equal(await percentOnCard(b, a), 66);
      const profile = await okCall<MemberProfileResponse>(a, 'webprofilenew', { friend_id: b.id });
      assert.equal(profile.result.match_percent, 66);

      // Compared: the questions both answered and both show (A keeps q4 to themself).
      const compared = await okCall<CompareAnswersResponse>(a, 'webcompareanswers', {
        friend_id: b.id,
        language: 'sp',
      });
      assert.equal(compared.match_percent, 66);
      assert.equal(compared.common, 4);
      assert.deepEqual(
        compared.questions.map(({ question_id, theirs_accepted }) => [
          question_id,
          theirs_accepted,
        ]),
        [
          [q1.id, 'true'],
          [q2.id, 'false'],
          [q3.id, 'true'],
        ],
      );
      const spanish = DEFAULT_QUESTIONS[2];
      assert.equal(compared.questions[2]?.text, spanish?.text.sp);
      assert.equal(compared.questions[2]?.mine, spanish?.choices[0]?.sp);
      assert.equal(compared.questions[2]?.theirs, spanish?.choices[1]?.sp);
      const theirSide = await okCall<CompareAnswersResponse>(b, 'webcompareanswers', {
        friend_id: a.id,
      });
      assert.deepEqual(
        theirSide.questions.map(({ theirs_accepted }) => theirs_accepted),
        ['true', 'true', 'true'],
      );

      // Changing an answer counts at once: A now accepts B's q2 answer too. satA = 60/61:
      // sqrt(0.9836) = 0.9918, less 0.25: 74 %.
      await answer(a, q2, { choice: 0, accepted: [0, 1], importance: 'somewhat' });
      assert.equal(await percentOnCard(a, b), 74);
      // Taking one back leaves three in common: A 50 of 51 (q1 met, q4 missed), B 260 of 260
      // (q1, q4 met): sqrt(0.9804) = 0.9901, less 1/3: 66 %.
      await okCall(b, 'webremovequestionanswer', { question_id: q2.id });
      assert.equal(await percentOnCard(a, b), 66);
      const own = await questions(b);
      assert.deepEqual(
        own.answers.map((given) => given.question_id),
        [q1.id, q3.id, q4.id],
      );
    });

    it('refuses an answer that is not one of the question’s, or accepts none', async () => {
      const { a } = await pair();
      const [q1, q2] = (await questions(a)).questions;
      assert.ok(q1 && q2);
      const refusal = async (fields: object) => {
        const { statusCode, body } = await call<{ message: string }>(a, 'websetquestionanswer', {
          question_id: q1.id,
          choice_id: q1.choices[0]?.id,
          accepted: [q1.choices[0]?.id],
          importance: 'very',
          ...fields,
        });
        return [statusCode, body.message];
      };
      assert.deepEqual(await refusal({ question_id: 999_999 }), [400, MESSAGES.questionNotFound]);
      assert.deepEqual(await refusal({ choice_id: q2.choices[0]?.id }), [
        400,
        MESSAGES.questionChoiceUnknown,
      ]);
      assert.deepEqual(await refusal({ accepted: [q2.choices[0]?.id] }), [
        400,
        MESSAGES.questionChoiceUnknown,
      ]);
      assert.equal((await refusal({ accepted: [] }))[0], 400);
      assert.equal((await refusal({ importance: 'extremely' }))[0], 400);
      assert.deepEqual((await questions(a)).answers, []);
    });

    it('compares only with someone whose profile the member may open', async () => {
      const { a } = await pair();
      const far = await createTestMember(suite.app, { longitude: 170, latitude: -80 });
      const { statusCode } = await call(a, 'webcompareanswers', { friend_id: far.id });
      assert.equal(statusCode, 404);
      const self = await call(a, 'webcompareanswers', { friend_id: a.id });
      assert.equal(self.statusCode, 400);
    });

    it('gives lists a condition: has answered at least N questions', async () => {
      const { a, b } = await pair();
      const all = (await questions(a)).questions;
      for (const question of all.slice(0, 5)) {
        await answer(a, question, { choice: 0, accepted: [0], importance: 'somewhat' });
      }
      await answer(b, all[0]!, { choice: 0, accepted: [0], importance: 'somewhat' });
      const answering = async (count: number) => {
        const rows = await suite.app.db
          .selectFrom('members as m')
          .select('m.id')
          .where('m.id', 'in', [a.id, b.id])
          .where(answeredAtLeast(sql.ref('m.id'), count))
          .orderBy('m.id')
          .execute();
        return rows.map((row) => row.id);
      };
      assert.deepEqual(await answering(0), [a.id, b.id]);
      assert.deepEqual(await answering(1), [a.id, b.id]);
      assert.deepEqual(await answering(5), [a.id]);
      assert.deepEqual(await answering(6), []);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  ChatMessage,
  PersonCard,
  Profile,
  VerificationResponse,
} from '@dating/shared/contract';
import { MESSAGES } from '@dating/shared/rules';
import { dataUrlOf } from '../../../test/support/testPictures';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { matchTestMembers } from '../../../test/support/testMatch';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import {
  photoOfAuthor,
  photoOfSomeoneElse,
  pictureWithoutFace,
  selfieOfAuthor,
} from '../../../test/support/visionPictures';
import { CONTENT_DEFAULTS } from '../content/contentDefaults';
import { VisionThread, visionThreadLoader } from './visionThread';
import { thresholdsOf, VisionService } from './visionService';

/**
 * The private detector and selfie verification on the real models (loaded once for the file),
 * with real faces from a registry package. No explicit picture can be had without downloading
 * one: the explicit path is driven by the admin thresholds instead (see the last suite).
 */
const pictures: Record<'selfie' | 'author' | 'someoneElse' | 'noFace', Buffer> = {
  selfie: Buffer.alloc(0),
  author: Buffer.alloc(0),
  someoneElse: Buffer.alloc(0),
  noFace: Buffer.alloc(0),
};
before(async () => {
  [pictures.selfie, pictures.author, pictures.someoneElse, pictures.noFace] = await Promise.all([
    selfieOfAuthor(),
    photoOfAuthor(),
    photoOfSomeoneElse(),
    pictureWithoutFace(),
  ]);
});

describe('the vision models', () => {
  const thread = new VisionThread();
  after(() => thread.close());
  const vision = new VisionService(
    visionThreadLoader(thread, (error) => assert.fail(`the models did not load: ${String(error)}`)),
    () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)),
  );

  it('finds one described face in a photo and none in a landscape', async () => {
    const face = await vision.describeFace(pictures.author);
    assert.equal(face.faces?.length, 1);
    assert.equal(face.faces[0]?.embedding.length, 1024);
    assert.deepEqual((await vision.describeFace(pictures.noFace)).faces, []);
  });

  it('matches the same face in two photos, not two different faces, and refuses a non-face', async () => {
    const faces = async (bytes: Buffer) =>
      ((await vision.describeFace(bytes)).faces ?? []).map((face) => face.embedding);
    const [author, someoneElse] = [await faces(pictures.author), await faces(pictures.someoneElse)];

    const same = await vision.compareFaces(pictures.selfie, [author]);
    assert.equal(same.verdict, 'match', `similarity ${same.similarity}`);
    const other = await vision.compareFaces(pictures.selfie, [someoneElse]);
    assert.equal(other.verdict, 'no_match', `similarity ${other.similarity}`);
    const noFace = await vision.compareFaces(pictures.noFace, [author]);
    assert.deepEqual([noFace.verdict, noFace.noFaceIn], ['no_face', 'selfie']);
    const noPhotoFace = await vision.compareFaces(pictures.selfie, [[]]);
    assert.deepEqual([noPhotoFace.verdict, noPhotoFace.noFaceIn], ['no_face', 'photos']);
  });

  it('classifies ordinary photos as safe', async () => {
    for (const picture of [pictures.author, pictures.noFace]) {
      const classified = await vision.classifyImage(picture);
      assert.equal(classified.verdict, 'safe', `explicit ${classified.explicit}`);
    }
  });

  it('fails the picture in progress when the thread stops, and starts a new thread for the next', async () => {
    await vision.classifyImage(pictures.noFace);
    const blank = { data: new Uint8Array(224 * 224 * 3), width: 224, height: 224 };
    const inProgress = thread.classify(blank);
    await new Promise((posted) => setImmediate(posted));
    await thread.close();
    await assert.rejects(inProgress, /vision thread stopped/);
    assert.equal((await vision.classifyImage(pictures.noFace)).verdict, 'safe');
  });

  it('answers unknown when the models are unavailable', async () => {
    const without = new VisionService(
      () => Promise.resolve(null),
      () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)),
    );
    assert.deepEqual(await without.classifyImage(pictures.author), {
      explicit: null,
      verdict: 'unknown',
    });
    assert.equal((await without.compareFaces(pictures.selfie, [])).verdict, 'unknown');
  });
});

for (const backend of testBackends()) {
  describe(`selfie verification on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { config: { vision: true } });

    const post = (member: TestMember, url: string, payload: object) =>
      suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

    async function addPhoto(member: TestMember, bytes: Buffer): Promise<string> {
      const upload = await post(member, 'uploadimageweb', { file: dataUrlOf(bytes, 'image/jpeg') });
      assert.equal(upload.statusCode, 200, upload.body);
      const name = upload.json<{ image_name: string }>().image_name;
      const placed = await post(member, 'websetprofile', { images_name: name });
      assert.equal(placed.statusCode, 200, placed.body);
      return name;
    }

    const setting = (key: string, value: string) =>
      suite.app.services.content.setSetting(key, value);
    const verify = (member: TestMember, bytes: Buffer) =>
      post(member, 'webverifyselfie', {
        file: dataUrlOf(bytes, 'image/jpeg'),
        pose: 'hand_raised',
      });

    let author: TestMember;
    let viewer: TestMember;
    before(async () => {
      author = await createTestMember(suite.app, { name: 'Author' });
      viewer = await createTestMember(suite.app, { name: 'Viewer', gender: 'male' });
      await addPhoto(author, pictures.author);
      await addPhoto(viewer, pictures.someoneElse);
      await suite.app.services.verification.idle();
    });

    it('verifies a matching selfie: the badge shows to others and in the verified filter', async () => {
      const answer = await verify(author, pictures.selfie);
      assert.equal(answer.statusCode, 200, answer.body);
      const { result, message } = answer.json<VerificationResponse>();
      assert.deepEqual(result, { state: 'verified', reason: '', pose: '' });
      assert.equal(message, MESSAGES.selfieVerified);

      const own = (await post(author, 'webprofile', {})).json<{ result: Profile }>().result;
      assert.equal(own.verified, 'true');
      const seen = await post(viewer, 'webprofilenew', { friend_id: author.id });
      assert.equal(seen.json<{ result: { verified: string } }>().result.verified, 'true');
      const people = async (fields: object) =>
        (await post(viewer, 'webgetpeople', fields))
          .json<{ peoples: PersonCard[] }>()
          .peoples.map((card) => [card.user_id, card.verified]);
      assert.deepEqual(await people({ verified_only: 'true' }), [[author.id, 'true']]);
      const stored = await suite.app.db
        .selectFrom('member_verifications')
        .select(['selfie_name', 'state'])
        .where('member_id', '=', author.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(stored, { selfie_name: null, state: 'verified' }, 'no selfie is kept');
    });

    it('refuses a selfie of someone else, or without a face, saying why', async () => {
      const other = await verify(viewer, pictures.selfie);
      assert.equal(other.statusCode, 200, other.body);
      assert.deepEqual(other.json<VerificationResponse>().result, {
        state: 'refused',
        reason: MESSAGES.selfieNoMatch,
        pose: '',
      });
      const noFace = await verify(viewer, pictures.noFace);
      assert.equal(noFace.json<VerificationResponse>().message, MESSAGES.selfieNoFace);
      const status = await post(viewer, 'webverification', {});
      assert.equal(status.json<VerificationResponse>().result.state, 'refused');
    });

    it('sends an uncertain selfie to a moderator, keeping it only until the decision', async () => {
      const member = await createTestMember(suite.app);
      await addPhoto(member, pictures.author);
      await suite.app.services.verification.idle();
      await setting('vision_face_match', '0.99');
      try {
        const answer = (await verify(member, pictures.selfie)).json<VerificationResponse>();
        assert.deepEqual(answer.result, {
          state: 'pending_review',
          reason: '',
          pose: 'hand_raised',
        });
        assert.equal(answer.message, MESSAGES.selfiePendingReview);
      } finally {
        await setting('vision_face_match', CONTENT_DEFAULTS.settings.vision_face_match);
      }
      const { verification } = suite.app.services;
      assert.ok(await verification.pendingSelfieUrl(member.id), 'kept for the moderator');
      assert.equal(await verification.decide(member.id, false, 'Your face is hidden'), true);
      assert.equal(await verification.pendingSelfieUrl(member.id), null, 'deleted once decided');
      const status = (await post(member, 'webverification', {})).json<VerificationResponse>();
      assert.deepEqual(status.result, {
        state: 'refused',
        reason: 'Your face is hidden',
        pose: '',
      });
    });

    it('ends the badge when the main photo becomes a face that does not match', async () => {
      const other = await addPhoto(author, pictures.someoneElse);
      await suite.app.services.verification.idle();
      assert.equal((await post(author, 'websetfirstlook', { user_image: other })).statusCode, 200);
      await suite.app.services.verification.idle();
      const own = (await post(author, 'webprofile', {})).json<{ result: Profile }>().result;
      assert.equal(own.verified, 'false');
      const status = (await post(author, 'webverification', {})).json<VerificationResponse>();
      assert.equal(status.result.reason, MESSAGES.verificationLapsed);
    });

    it('refuses an explicit profile photo and blurs an explicit chat picture, by the thresholds', async () => {
      // No explicit picture ships in any package: every picture counts as explicit at 0.
      await setting('vision_explicit_threshold', '0');
      try {
        const refused = await post(viewer, 'uploadimageweb', {
          file: dataUrlOf(pictures.noFace, 'image/jpeg'),
        });
        assert.equal(refused.statusCode, 400);
        assert.equal(refused.json<{ message: string }>().message, MESSAGES.photoExplicit);

        await matchTestMembers(suite.app, author.id, viewer.id);
        const chat = await post(author, 'webcreatchat', { receiver_id: viewer.id });
        assert.equal(chat.statusCode, 200, chat.body);
        const upload = await post(author, 'uploadimagechat', {
          file: dataUrlOf(pictures.noFace, 'image/jpeg'),
        });
        const sent = await post(author, 'websendmessage', {
          chat_id: chat.json<{ chatid: number }>().chatid,
          receiver_id: viewer.id,
          client_id: 'explicit-1',
          upload_image: upload.json<{ image_name: string }>().image_name,
        });
        assert.equal(sent.statusCode, 200, sent.body);
        assert.equal(sent.json<{ result: ChatMessage }>().result.explicit, 'true');
      } finally {
        await setting(
          'vision_explicit_threshold',
          CONTENT_DEFAULTS.settings.vision_explicit_threshold,
        );
      }
      const safe = await post(viewer, 'uploadimageweb', {
        file: dataUrlOf(pictures.noFace, 'image/jpeg'),
      });
      assert.equal(safe.statusCode, 200, safe.body);
      const row = await suite.app.db
        .selectFrom('photos')
        .select('explicit_verdict')
        .where('image_name', '=', safe.json<{ image_name: string }>().image_name)
        .executeTakeFirstOrThrow();
      assert.equal(row.explicit_verdict, 'safe');
    });
  });
}

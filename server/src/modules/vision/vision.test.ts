import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type {
  ChatMessage,
  ModerationPhotosResponse,
  PersonCard,
  PhotoRefusedNotice,
  Profile,
  VerificationChallengeResponse,
  VerificationPose,
  VerificationResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import sharp from 'sharp';
import { dataUrlOf } from '../../../test/support/testPictures';
import { useTestApp, type TestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { matchTestMembers } from '../../../test/support/testMatch';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import {
  cameraFramesOfAuthor,
  photoOfAuthor,
  photoOnBackdrop,
  photoOfSomeoneElse,
  pictureWithoutFace,
  pictureWithQrCode,
  pictureWithText,
  photoWithWrittenContact,
  selfieOfAuthor,
  stillFrameOfAuthor,
  type Placement,
  WRITING_STYLES,
} from '../../../test/support/visionPictures';
import { connectAs } from '../../security/listenedSocketEvents';
import { CONTENT_DEFAULTS } from '../content/contentDefaults';
import { posesProven } from './verificationService';
import { PICTURE_NICE } from './threadPriority';
import { VisionThread, visionThreadLoader } from './visionThread';
import { posesShown, thresholdsOf, VisionService } from './visionService';

/**
 * The private detector and selfie verification on the real models (loaded once for the file),
 * with real faces from a registry package. No explicit picture can be had without downloading
 * one: the explicit path is driven by the admin thresholds instead (see the last suite).
 */
const pictures: Record<'selfie' | 'author' | 'someoneElse' | 'noFace' | 'still', Buffer> = {
  selfie: Buffer.alloc(0),
  author: Buffer.alloc(0),
  someoneElse: Buffer.alloc(0),
  noFace: Buffer.alloc(0),
  still: Buffer.alloc(0),
};
/** The author's camera frames of each pose, as three cameras would film them. */
const frames = {} as Record<Placement, Record<VerificationPose, Buffer>>;
before(async () => {
  [pictures.selfie, pictures.author, pictures.someoneElse, pictures.noFace, pictures.still] =
    await Promise.all([
      selfieOfAuthor(),
      photoOfAuthor(),
      photoOfSomeoneElse(),
      pictureWithoutFace(),
      stillFrameOfAuthor(),
    ]);
  for (const placement of ['centre', 'corner', 'high', 'low'] as const) {
    frames[placement] = await cameraFramesOfAuthor(placement);
  }
});

describe('poses proven live', () => {
  const left = 'head_turned_left' as const;
  const mouth = 'mouth_open' as const;
  it('needs each pose in its own step and missing from a frame of another step', () => {
    const live = [
      { asked: left, shown: [left] },
      { asked: left, shown: [] },
      { asked: mouth, shown: [mouth] },
      { asked: mouth, shown: [left] },
    ];
    assert.equal(posesProven(live), true);
    assert.equal(posesProven(live.filter((frame) => frame.shown[0] !== mouth)), false);
  });

  it('refuses a still picture, even one that shows both poses asked at once', () => {
    const still = [left, mouth, left, mouth].map((asked) => ({ asked, shown: [left, mouth] }));
    assert.equal(posesProven(still), false);
  });
});

describe('the vision models', () => {
  const thread = new VisionThread();
  after(() => thread.close());
  const vision = new VisionService(
    visionThreadLoader(thread, (error) => assert.fail(`the models did not load: ${String(error)}`)),
    () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)),
    (error) => assert.fail(`the models failed on a picture: ${String(error)}`),
  );

  it('finds one described face in a photo and none in a landscape', async () => {
    const face = await vision.describeFace(pictures.author);
    assert.equal(face.faces?.length, 1);
    assert.equal(face.faces[0]?.embedding.length, 1024);
    assert.deepEqual((await vision.describeFace(pictures.noFace)).faces, []);
  });

  it('reads the poses of the test frames from Human’s gestures, and none on a still face', async () => {
    const posesOf = async (bytes: Buffer) =>
      posesShown((await vision.describeFace(bytes)).faces?.[0]?.gestures ?? []);
    for (const placement of ['centre', 'corner', 'high'] as const) {
      for (const pose of ['head_turned_left', 'head_turned_right', 'mouth_open'] as const) {
        const shown = await posesOf(frames[placement][pose]);
        assert.ok(shown.includes(pose), `${placement} ${pose}: ${shown.join(', ')}`);
      }
    }
    assert.deepEqual(await posesOf(pictures.still), []);
    assert.deepEqual(await posesOf(pictures.author), ['head_turned_left']);
  });

  it('compares frames with each other and with the photos: one face throughout, matching or not', async () => {
    const faceOf = async (bytes: Buffer) => {
      const face = (await vision.describeFace(bytes)).faces?.[0];
      assert.ok(face);
      return face;
    };
    const sequence = await Promise.all(Object.values(frames.centre).map(faceOf));
    const [author, someoneElse] = [
      await faceOf(pictures.author),
      await faceOf(pictures.someoneElse),
    ];

    const same = await vision.compareFrames(sequence, [[author.embedding]]);
    assert.deepEqual([same.verdict, same.throughout], ['match', 'match'], `${same.similarity}`);
    const other = await vision.compareFrames(sequence, [[someoneElse.embedding]]);
    assert.equal(other.verdict, 'no_match', `similarity ${other.similarity}`);
    const swapped = await vision.compareFrames([...sequence, someoneElse], [[author.embedding]]);
    assert.equal(swapped.throughout, 'no_match', 'a frame of someone else');
    const noPhotoFace = await vision.compareFrames(sequence, [[]]);
    assert.deepEqual([noPhotoFace.verdict, noPhotoFace.noFaceIn], ['no_face', 'photos']);
  });

  it('classifies ordinary photos as safe', async () => {
    for (const picture of [pictures.author, pictures.noFace]) {
      const classified = await vision.classifyImage(picture);
      assert.equal(classified.verdict, 'safe', `explicit ${classified.explicit}`);
    }
  });

  it('loads the models and reads pictures without writing to the server’s log', async () => {
    // A process of its own: the vision thread's output, and that of tesseract's thread inside
    // it, reach the process's stdout and stderr, which the test runner keeps for its report.
    const script = `
      import { VisionThread, visionThreadLoader } from ${JSON.stringify(import.meta.resolve('./visionThread'))};
      import { VisionService, thresholdsOf } from ${JSON.stringify(import.meta.resolve('./visionService'))};
      import { CONTENT_DEFAULTS } from ${JSON.stringify(import.meta.resolve('../content/contentDefaults'))};
      import { pictureTesseractRemarksOn, pictureWithText, photoOfAuthor } from ${JSON.stringify(import.meta.resolve('../../../test/support/visionPictures'))};
      const fail = (error) => { throw error; };
      const thread = new VisionThread();
      const vision = new VisionService(visionThreadLoader(thread, fail), async () => thresholdsOf(CONTENT_DEFAULTS.settings), fail);
      const photo = await photoOfAuthor();
      await vision.classifyImage(photo);
      await vision.readText(photo);
      await vision.readText(await pictureWithText('Meet me at Bistro 42'));
      await vision.readText(await pictureTesseractRemarksOn());
      await thread.close();
    `;
    // A file, not `-e`: the threads inherit the process's options, `-e` and its script too.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'dating-vision-output-'));
    try {
      const file = path.join(folder, 'run.mjs');
      writeFileSync(file, script);
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        file,
      ]);
      assert.equal(stdout + stderr, '');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads a contact written in white on a dark band across a light photo', async () => {
    // The way reading the words as sparse text, with no page layout, missed every time.
    const style = WRITING_STYLES.find(({ name }) => name === 'white on a dark band, light photo');
    assert.ok(style);
    for (const seed of [1, 2, 3]) {
      const written = await photoWithWrittenContact(style, seed);
      const found = await vision.readText(written.picture);
      assert.match(found?.text ?? '', written.caught, `"${written.text}" read as "${found?.text}"`);
    }
  });

  it(
    'runs the models and tesseract at a low priority, libvips and the calls at the process’s',
    { skip: process.platform !== 'linux' && 'threads’ nice values are read from /proc on Linux' },
    async () => {
      const own = os.getPriority();
      await vision.readText(await pictureWithText('Meet me at Bistro 42'));
      const threads = readdirSync('/proc/self/task').map((tid) => ({
        name: readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trimEnd(),
        nice: os.getPriority(Number(tid)),
      }));
      const named = (name: string) => threads.filter((thread) => thread.name === name);
      // The vision thread and tesseract's, which it started.
      assert.ok(named('vision').length >= 2, JSON.stringify(threads));
      for (const thread of named('vision')) {
        assert.equal(thread.nice, Math.max(own, PICTURE_NICE), JSON.stringify(threads));
      }
      // Shared by every picture, an upload's answer among them: never lowered.
      assert.ok(named('libvips worker').length >= 1, JSON.stringify(threads));
      for (const thread of named('libvips worker')) {
        assert.equal(thread.nice, own, JSON.stringify(threads));
      }
      assert.equal(os.getPriority(process.pid), own, 'the main thread keeps its priority');
    },
  );

  it('fails the picture in progress when the thread stops, and starts a new thread for the next', async () => {
    await vision.classifyImage(pictures.noFace);
    const blank = { data: new Uint8Array(224 * 224 * 3), width: 224, height: 224 };
    const inProgress = thread.classify(blank);
    await new Promise((posted) => setImmediate(posted));
    await thread.close();
    await assert.rejects(inProgress, /vision thread stopped/);
    assert.equal((await vision.classifyImage(pictures.noFace)).verdict, 'safe');
  });

  it('replaces a thread that answers nothing in time; the picture is then unknown, and reported', async () => {
    // A limit no picture's work fits in stands for a hung model.
    const stuck = new VisionThread(1);
    after(() => stuck.close());
    const failures: unknown[] = [];
    const impatient = new VisionService(
      visionThreadLoader(stuck, (error) =>
        assert.fail(`the models did not load: ${String(error)}`),
      ),
      () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)),
      (error) => failures.push(error),
    );
    assert.deepEqual(await impatient.classifyImage(pictures.author), {
      explicit: null,
      verdict: 'unknown',
    });
    assert.deepEqual(await impatient.describeFace(pictures.selfie), { faces: null, hash: null });
    assert.equal(failures.length, 2);
    assert.match(String(failures[0]), /answered nothing in 1 ms/);
  });

  it('answers unknown when the models are unavailable', async () => {
    const without = new VisionService(
      () => Promise.resolve(null),
      () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)),
      (error) => assert.fail(`no models, no failure: ${String(error)}`),
    );
    assert.deepEqual(await without.classifyImage(pictures.author), {
      explicit: null,
      verdict: 'unknown',
    });
    assert.deepEqual(await without.describeFace(pictures.selfie), { faces: null, hash: null });
  });
});

/** A member's calls on a suite's app: a photo placed on the profile, the camera flow. */
function memberCalls(suite: TestApp) {
  const post = (member: TestMember, url: string, payload: object) =>
    suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

  async function addPhoto(member: TestMember, bytes: Buffer): Promise<string> {
    const upload = await post(member, 'uploadimageweb', {
      file: dataUrlOf(bytes, 'image/jpeg'),
    });
    assert.equal(upload.statusCode, 200, upload.body);
    const name = upload.json<{ image_name: string }>().image_name;
    const placed = await post(member, 'websetprofile', { images_name: name });
    assert.equal(placed.statusCode, 200, placed.body);
    // A member's photo is screened after the answer.
    await suite.app.services.photos.idle();
    return name;
  }

  /**
   * The camera flow: a challenge, then for each pose asked the frames `filmed` gives for it
   * (a looping video filmed during each pose gives the same few frames every time).
   */
  async function verify(member: TestMember, filmed: (pose: VerificationPose) => Buffer[]) {
    const challenge = await post(member, 'webverificationchallenge', {});
    assert.equal(challenge.statusCode, 200, challenge.body);
    const { result } = challenge.json<VerificationChallengeResponse>();
    assert.equal(new Set(result.poses).size, 2, 'two different poses');
    return post(member, 'webverifyselfie', {
      challenge: result.challenge,
      frames: result.poses.flatMap((pose) =>
        filmed(pose).map((bytes) => ({ pose, file: dataUrlOf(bytes, 'image/jpeg') })),
      ),
    });
  }
  return { post, addPhoto, verify };
}

/** The poses looping in front of the camera, filmed at `placement`. */
const looping = (placement: Placement) => () => Object.values(frames[placement]);

for (const backend of testBackends()) {
  describe(
    `a selfie while the photos' screening waits on ${backend.name}`,
    { skip: backend.skip },
    () => {
      const suite = useTestApp(backend, { config: { vision: true } });
      const { addPhoto, verify } = memberCalls(suite);

      it(
        'judges the selfie on the member’s photo at once, not after the pictures queued before it',
        // Before, the selfie waited for the work queued ahead of it: the test fails on its time.
        { timeout: 120_000 },
        async () => {
          const member = await createTestMember(suite.app, { name: 'Author' });
          // Other members' pictures ahead in the queue, whose screening goes on as long as this test.
          let earlierWorkDone = () => {};
          suite.app.services.vision.later(
            () =>
              new Promise<void>((done) => {
                earlierWorkDone = done;
                // Past the test's time, so that a selfie that waits fails it rather than hangs.
                setTimeout(done, 180_000).unref();
              }),
            (error) => assert.fail(String(error)),
          );
          try {
            await addPhoto(member, pictures.author);
            const answer = await verify(member, looping('centre'));
            assert.equal(answer.statusCode, 200, answer.body);
            assert.deepEqual(answer.json<VerificationResponse>().result, {
              state: 'verified',
              reason: '',
              pose: '',
            });
          } finally {
            earlierWorkDone();
          }
        },
      );
    },
  );

  describe(`selfies and photo screening on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { config: { vision: true }, listen: true });
    const { post, addPhoto, verify } = memberCalls(suite);

    const setting = (key: string, value: string) =>
      suite.app.services.content.setSetting(key, value);

    const stateOf = async (member: TestMember) =>
      (await post(member, 'webverification', {})).json<VerificationResponse>().result;

    let author: TestMember;
    let viewer: TestMember;
    before(async () => {
      author = await createTestMember(suite.app, { name: 'Author' });
      viewer = await createTestMember(suite.app, { name: 'Viewer', gender: 'male' });
      await addPhoto(author, pictures.author);
      await addPhoto(viewer, pictures.someoneElse);
      await suite.app.services.verification.idle();
    });

    it('verifies a live sequence of the poses asked: the badge shows to others and in the verified filter', async () => {
      const answer = await verify(author, looping('centre'));
      assert.equal(answer.statusCode, 200, answer.body);
      const { result, message } = answer.json<VerificationResponse>();
      assert.deepEqual(result, { state: 'verified', reason: '', pose: '' });
      assert.equal(message, MESSAGES.selfieVerified);

      const own = (await post(author, 'webprofile', {})).json<{ result: Profile }>().result;
      assert.equal(own.verified, 'true');
      const seen = await post(viewer, 'webprofilenew', { friend_id: author.id });
      assert.equal(seen.statusCode, 200, seen.body);
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
      const kept = await suite.app.db
        .selectFrom('selfie_frames')
        .select(['phash', 'embedding'])
        .where('member_id', '=', author.id)
        .execute();
      assert.equal(kept.length, 6, 'each frame’s hash and face, for later attempts');
      assert.equal(kept[0]?.embedding.length, 1024 * 4);
    });

    it('refuses the member’s own profile photo sent as the frames, saying to use the camera', async () => {
      const member = await createTestMember(suite.app, { name: 'Photo Sender' });
      await addPhoto(member, pictures.selfie);
      await suite.app.services.verification.idle();
      const answer = await verify(member, () => [pictures.selfie]);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(answer.json<VerificationResponse>().result, {
        state: 'refused',
        reason: MESSAGES.selfieNotLive,
        pose: '',
      });
      assert.equal(
        (await post(member, 'webprofile', {})).json<{ result: Profile }>().result.verified,
        'false',
      );
    });

    it('refuses another account’s frames replayed on a second account', async () => {
      const member = await createTestMember(suite.app, { name: 'Replayer' });
      await addPhoto(member, await photoOnBackdrop(pictures.author, 0));
      await suite.app.services.verification.idle();
      const answer = await verify(member, looping('centre'));
      assert.deepEqual(answer.json<VerificationResponse>().result, {
        state: 'refused',
        reason: MESSAGES.selfieNotLive,
        pose: '',
      });
    });

    it('refuses the right face without the poses, and a still photo showing one of them', async () => {
      const member = await createTestMember(suite.app, { name: 'Still Face' });
      await addPhoto(member, await photoOnBackdrop(pictures.author, 1));
      await suite.app.services.verification.idle();
      const noPose = await verify(member, () => [pictures.still, pictures.still]);
      assert.deepEqual(noPose.json<VerificationResponse>().result, {
        state: 'refused',
        reason: MESSAGES.selfiePoseNotSeen,
        pose: '',
      });
      // Every two poses asked include a head turn: the still shows that one throughout.
      let still: Buffer | undefined;
      const onePose = await verify(member, (pose) => {
        still ??=
          pose === 'head_turned_right'
            ? frames.corner.head_turned_right
            : frames.corner.head_turned_left;
        return [still, still];
      });
      assert.deepEqual(
        onePose.json<VerificationResponse>().result.reason,
        MESSAGES.selfiePoseNotSeen,
      );
    });

    it('sends a face that matches another member’s verified face to the moderators, saying why', async () => {
      const member = await createTestMember(suite.app, { name: 'Second Account' });
      await addPhoto(member, await photoOnBackdrop(pictures.author, 2));
      await suite.app.services.verification.idle();
      const answer = await verify(member, looping('corner'));
      assert.equal(answer.statusCode, 200, answer.body);
      const { result, message } = answer.json<VerificationResponse>();
      assert.equal(result.state, 'pending_review');
      assert.equal(result.reason, '', 'the member is not told about the other account');
      assert.equal(result.pose.split(',').length, 2);
      assert.equal(message, MESSAGES.selfiePendingReview);
      const row = await suite.app.db
        .selectFrom('member_verifications')
        .select(['review_reason', 'selfie_name'])
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.review_reason, MESSAGES.reviewSameFaceAsVerified);
      assert.ok(
        await suite.app.services.verification.pendingSelfieUrl(member.id),
        'one frame kept for the moderator',
      );
      assert.equal(
        (await post(member, 'webprofile', {})).json<{ result: Profile }>().result.verified,
        'false',
      );
    });

    it('refuses frames of someone else or without a face, saying why', async () => {
      const other = await verify(viewer, looping('high'));
      assert.equal(other.statusCode, 200, other.body);
      assert.deepEqual(other.json<VerificationResponse>().result, {
        state: 'refused',
        reason: MESSAGES.selfieNoMatch,
        pose: '',
      });
      const noFace = await verify(viewer, () => [pictures.noFace]);
      assert.equal(noFace.json<VerificationResponse>().message, MESSAGES.selfieNoFace);
      assert.equal((await stateOf(viewer)).state, 'refused');
    });

    it('refuses the spec’s single selfie, a used challenge and missing poses, leaving the state as it was', async () => {
      const member = await createTestMember(suite.app, { name: 'Old Client' });
      const single = await post(member, 'webverifyselfie', {
        file: dataUrlOf(pictures.selfie, 'image/jpeg'),
        pose: 'hand_raised',
      });
      assert.equal(single.statusCode, 400);
      assert.equal(single.json<{ message: string }>().message, MESSAGES.selfieNeedsCamera);

      const issued = (
        await post(member, 'webverificationchallenge', {})
      ).json<VerificationChallengeResponse>().result;
      const [first] = issued.poses;
      const oneFrame = [{ pose: first, file: dataUrlOf(pictures.selfie, 'image/jpeg') }];
      const missing = await post(member, 'webverifyselfie', {
        challenge: issued.challenge,
        frames: oneFrame,
      });
      assert.equal(missing.json<{ message: string }>().message, MESSAGES.selfieFramesMissing);
      const reused = await post(member, 'webverifyselfie', {
        challenge: issued.challenge,
        frames: oneFrame,
      });
      assert.equal(reused.statusCode, 400);
      assert.equal(reused.json<{ message: string }>().message, MESSAGES.selfieChallengeExpired);
      assert.deepEqual(await stateOf(member), { state: 'none', reason: '', pose: '' });
    });

    it('sends an uncertain sequence to a moderator, keeping one frame only until the decision', async () => {
      const member = await createTestMember(suite.app);
      await addPhoto(member, await photoOnBackdrop(pictures.author, 3));
      await suite.app.services.verification.idle();
      await setting('vision_face_match', '0.99');
      try {
        const answer = (await verify(member, looping('high'))).json<VerificationResponse>();
        assert.equal(answer.result.state, 'pending_review');
        assert.equal(answer.message, MESSAGES.selfiePendingReview);
      } finally {
        await setting('vision_face_match', CONTENT_DEFAULTS.settings.vision_face_match);
      }
      const { verification } = suite.app.services;
      assert.ok(await verification.pendingSelfieUrl(member.id), 'kept for the moderator');
      assert.equal(await verification.decide(member.id, false, 'Your face is hidden'), true);
      assert.equal(await verification.pendingSelfieUrl(member.id), null, 'deleted once decided');
      assert.deepEqual(await stateOf(member), {
        state: 'refused',
        reason: 'Your face is hidden',
        pose: '',
      });
    });

    it('ends the badge when the main photo becomes a face that does not match', async () => {
      // On a backdrop: the viewer's own picture would be another account's photo.
      const other = await addPhoto(author, await photoOnBackdrop(pictures.someoneElse, 4));
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
      const file = dataUrlOf(pictures.noFace, 'image/jpeg');
      try {
        // A visitor signing up: refused in the answer, which the sign-up form shows.
        const visitor = await suite.app.inject({
          method: 'POST',
          url: '/api/uploadimageweb',
          payload: { file },
        });
        assert.equal(visitor.statusCode, 400, visitor.body);
        assert.equal(visitor.json<{ message: string }>().message, MESSAGES.photoExplicit);

        // A member: answered once stored, then screened; the refusal removes it from the
        // profile it was placed in and tells the member's tabs why.
        const socket = await connectAs(suite.url, viewer.token);
        try {
          const told = new Promise<PhotoRefusedNotice>((resolve) =>
            socket.once('photorefused', resolve),
          );
          const answered = await post(viewer, 'uploadimageweb', { file });
          assert.equal(answered.statusCode, 200, answered.body);
          const name = answered.json<{ image_name: string }>().image_name;
          await post(viewer, 'websetprofile', { images_name: name });
          assert.deepEqual(await told, { image_name: name, message: MESSAGES.photoExplicit });
          await suite.app.services.photos.idle();
          const rows = await suite.app.db
            .selectFrom('photos')
            .select('id')
            .where('image_name', '=', name)
            .execute();
          assert.deepEqual(rows, [], 'the refused photo is gone');
          const own = (await post(viewer, 'webprofile', {})).json<{ result: Profile }>().result;
          assert.ok(!JSON.stringify(own.imagess).includes(name), 'and out of the profile');
          await assert.rejects(suite.app.storage.read(name), 'its files deleted');
        } finally {
          socket.close();
        }

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
      await suite.app.services.photos.idle();
      const row = await suite.app.db
        .selectFrom('photos')
        .select(['explicit_verdict', 'awaiting_screening', 'blurred_name', 'card_name'])
        .where('image_name', '=', safe.json<{ image_name: string }>().image_name)
        .executeTakeFirstOrThrow();
      assert.deepEqual([row.explicit_verdict, row.awaiting_screening], ['safe', false]);
      // Its renditions, made after the answer, are stored.
      assert.ok(row.card_name);
      for (const name of [row.blurred_name, row.card_name]) {
        assert.ok((await suite.app.storage.read(name)).length > 0, name);
      }
    });

    /** A moderator's view of the photos waiting, by photo name. */
    async function waitingPhoto(imageName: string) {
      const mona = await createTestMember(suite.app, { name: 'Mona Moderator' });
      await suite.app.db
        .updateTable('members')
        .set({ role: 'moderator' })
        .where('id', '=', mona.id)
        .execute();
      const queue = await post(mona, 'moderationphotos', { limit: 100 });
      assert.equal(queue.statusCode, 200, queue.body);
      return queue
        .json<ModerationPhotosResponse>()
        .items.find((item) => item.photo.url.endsWith(imageName));
    }
    const photoRow = (imageName: string) =>
      suite.app.db
        .selectFrom('photos')
        .select(['id', 'image_text', 'qr_payloads', 'held_reason'])
        .where('image_name', '=', imageName)
        .executeTakeFirstOrThrow();

    it('reads a handle written in a photo and holds the photo for a moderator with the text', async () => {
      const member = await createTestMember(suite.app, { name: 'Sign Holder' });
      const name = await addPhoto(member, await pictureWithText('snap: @lena_92x'));
      await suite.app.services.verification.idle();
      const row = await photoRow(name);
      assert.match(row.image_text ?? '', /@lena_92x/);
      assert.equal(row.held_reason, MESSAGES.reviewContactInPicture);
      const waiting = await waitingPhoto(name);
      assert.ok(waiting, 'in the moderators’ queue');
      assert.equal(waiting.held_reason, MESSAGES.reviewContactInPicture);
      assert.match(waiting.image_text ?? '', /@lena_92x/);
      assert.ok(waiting.contacts?.includes('@lena_92x'), String(waiting.contacts));
      // Until a moderator keeps it, others do not see it; its owner does.
      const seen = await post(viewer, 'webprofilenew', { friend_id: member.id });
      assert.equal(seen.statusCode, 200, seen.body);
      assert.deepEqual(seen.json<{ result: { imagess: string[] } }>().result.imagess, []);
      const own = (await post(member, 'webprofile', {})).json<{ result: Profile }>().result;
      assert.ok(
        own.imagess.some((url) => url.endsWith(name)),
        String(own.imagess),
      );
    });

    it('decodes a QR code with an address in a photo and holds it with the payload', async () => {
      const member = await createTestMember(suite.app, { name: 'Code Shower' });
      const name = await addPhoto(member, await pictureWithQrCode('https://t.me/lena_92x'));
      await suite.app.services.verification.idle();
      const row = await photoRow(name);
      assert.deepEqual(row.qr_payloads, ['https://t.me/lena_92x']);
      assert.equal(row.held_reason, MESSAGES.reviewContactInPicture);
      const waiting = await waitingPhoto(name);
      assert.deepEqual(waiting?.qr_payloads, ['https://t.me/lena_92x']);
    });

    it('reads a chat picture’s text and flags a picture showing a handle for its receiver', async () => {
      const [sender, receiver] = [
        await createTestMember(suite.app, { name: 'Picture Sender' }),
        await createTestMember(suite.app, { name: 'Picture Receiver', gender: 'male' }),
      ];
      await matchTestMembers(suite.app, sender.id, receiver.id);
      const chat = await post(sender, 'webcreatchat', { receiver_id: receiver.id });
      const send = async (picture: Buffer, clientId: string) => {
        const upload = await post(sender, 'uploadimagechat', {
          file: dataUrlOf(picture, 'image/jpeg'),
        });
        assert.equal(upload.statusCode, 200, upload.body);
        const sent = await post(sender, 'websendmessage', {
          chat_id: chat.json<{ chatid: number }>().chatid,
          receiver_id: receiver.id,
          client_id: clientId,
          upload_image: upload.json<{ image_name: string }>().image_name,
        });
        assert.equal(sent.statusCode, 200, sent.body);
        return sent.json<{ result: ChatMessage }>().result;
      };
      const handle = await send(await pictureWithText('telegram @lena_92x'), 'handle-1');
      assert.equal(handle.flagged, 'true');
      const stored = await suite.app.db
        .selectFrom('chat_messages')
        .select(['image_text', 'qr_payloads'])
        .where('id', '=', String(handle.id))
        .executeTakeFirstOrThrow();
      assert.match(stored.image_text ?? '', /@lena_92x/);
      assert.deepEqual(stored.qr_payloads, []);
      assert.equal((await send(await pictureWithText('Sunset walk'), 'plain-1')).flagged, 'false');
    });

    it('screens an upload whose screening a stopped process lost, from its stored copy', async () => {
      const member = await createTestMember(suite.app, { name: 'Lost Screening' });
      const name = await addPhoto(member, await pictureWithText('Harbour lights'));
      // As a process that stopped after the answer leaves it: awaiting, and long ago.
      await suite.app.db
        .updateTable('photos')
        .set({
          awaiting_screening: true,
          explicit_verdict: 'unknown',
          created_at: new Date(Date.now() - 60 * 60_000),
        })
        .where('image_name', '=', name)
        .execute();
      const screened = await suite.app.services.photos.screenLostUploads(
        new AbortController().signal,
      );
      assert.equal(screened, 1);
      const row = await suite.app.db
        .selectFrom('photos')
        .select(['awaiting_screening', 'explicit_verdict'])
        .where('image_name', '=', name)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { awaiting_screening: false, explicit_verdict: 'safe' });
    });

    it('keeps a photo without contacts out of the queue', async () => {
      const member = await createTestMember(suite.app, { name: 'Hiker' });
      const name = await addPhoto(member, await pictureWithText('Sunday hike'));
      await suite.app.services.verification.idle();
      const row = await photoRow(name);
      assert.match(row.image_text ?? '', /Sunday hike/);
      assert.deepEqual([row.qr_payloads, row.held_reason], [[], null]);
    });

    it('lets two accounts use one flat picture, which shows no one', async () => {
      const flat = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#e8435a' },
      })
        .png()
        .toBuffer();
      const first = await createTestMember(suite.app, { name: 'Flat One' });
      await addPhoto(first, flat);
      const second = await createTestMember(suite.app, { name: 'Flat Two' });
      const name = await addPhoto(second, flat);
      assert.equal((await photoRow(name)).held_reason, null);
    });

    it('refuses a photo another account uses, and holds a close one for a moderator', async () => {
      const picture = await pictureWithText('Lake at dawn');
      const first = await createTestMember(suite.app, { name: 'First Account' });
      const original = await addPhoto(first, picture);
      const second = await createTestMember(suite.app, { name: 'Copier' });
      const socket = await connectAs(suite.url, second.token);
      try {
        const told = new Promise<PhotoRefusedNotice>((resolve) =>
          socket.once('photorefused', resolve),
        );
        const reused = await post(second, 'uploadimageweb', {
          file: dataUrlOf(picture, 'image/jpeg'),
        });
        assert.equal(reused.statusCode, 200, reused.body);
        assert.deepEqual(await told, {
          image_name: reused.json<{ image_name: string }>().image_name,
          message: MESSAGES.photoUsedByAnotherAccount,
        });
      } finally {
        socket.close();
      }
      // Cropped by 24 pixels on the left: 6 bits of 64 from the original.
      const { width = 0, height = 0 } = await sharp(picture).metadata();
      const cropped = await sharp(picture)
        .extract({ left: 24, top: 0, width: width - 24, height })
        .jpeg()
        .toBuffer();
      const close = await addPhoto(second, cropped);
      assert.equal((await photoRow(close)).held_reason, MESSAGES.reviewCloseToAnotherMember);
      const waiting = await waitingPhoto(close);
      assert.deepEqual(
        waiting?.matches?.map((match) => [
          match.member.user_id,
          match.photo.photo_id,
          match.banned,
        ]),
        [[first.id, (await photoRow(original)).id, false]],
      );
      // The member's own photo again is no copy.
      assert.equal(
        (await post(first, 'uploadimageweb', { file: dataUrlOf(picture, 'image/jpeg') }))
          .statusCode,
        200,
      );
    });

    it('holds a banned member’s photo on a new account, showing the moderator the match', async () => {
      const picture = await pictureWithText('Ski trip');
      const banned = await createTestMember(suite.app, { name: 'Banned Bo' });
      const bannedPhoto = await addPhoto(banned, picture);
      await suite.app.db
        .updateTable('members')
        .set({ banned_at: new Date() })
        .where('id', '=', banned.id)
        .execute();
      const newAccount = await createTestMember(suite.app, { name: 'New Bo' });
      const name = await addPhoto(newAccount, picture);
      assert.equal((await photoRow(name)).held_reason, MESSAGES.reviewBannedMemberPhoto);
      const waiting = await waitingPhoto(name);
      assert.equal(waiting?.member.user_id, newAccount.id);
      assert.deepEqual(waiting?.matches, [
        {
          member: {
            user_id: banned.id,
            user_name: 'Banned Bo',
            user_image: waiting?.matches?.[0]?.member.user_image,
          },
          photo: waiting?.matches?.[0]?.photo,
          banned: true,
          distance_bits: 0,
          face_similarity: null,
        },
      ]);
      assert.equal(waiting?.matches?.[0]?.photo.photo_id, (await photoRow(bannedPhoto)).id);
    });

    it('holds a photo of a face another active account shows, showing the moderator the match; another person’s face is not held', async () => {
      // The suite's second account showed another person after the author's photo: not held.
      const viewerPhoto = await suite.app.db
        .selectFrom('photos')
        .select('held_reason')
        .where('member_id', '=', viewer.id)
        .executeTakeFirstOrThrow();
      assert.equal(viewerPhoto.held_reason, null);

      const again = await createTestMember(suite.app, { name: 'Author Again' });
      const name = await addPhoto(again, pictures.still);
      await suite.app.services.verification.idle();
      assert.equal((await photoRow(name)).held_reason, MESSAGES.reviewSameFaceAsAnotherMember);
      const matches = (await waitingPhoto(name))?.matches ?? [];
      const ofAuthor = matches.find((match) => match.member.user_id === author.id);
      assert.equal(ofAuthor?.banned, false);
      assert.equal(ofAuthor?.distance_bits, null);
      assert.ok(
        (ofAuthor?.face_similarity ?? 0) >= 0.55,
        `similarity ${ofAuthor?.face_similarity}`,
      );
      assert.ok(
        matches.every((match) => match.member.user_id !== viewer.id),
        'another person is no match',
      );
      // Its owner still has it; the others' view of the profile leaves it out.
      const own = (await post(again, 'webprofile', {})).json<{ result: Profile }>().result;
      assert.ok(
        own.imagess.some((url) => url.endsWith(name)),
        String(own.imagess),
      );
      const seen = await post(viewer, 'webprofilenew', { friend_id: again.id });
      assert.equal(seen.statusCode, 200, seen.body);
      assert.deepEqual(seen.json<{ result: { imagess: string[] } }>().result.imagess, []);

      // Above the admin's threshold, nothing is held.
      await setting('vision_face_other_account', '0.99');
      const twin = await createTestMember(suite.app, { name: 'Author Twin' });
      const twinPhoto = await addPhoto(twin, frames.high.head_turned_left);
      await suite.app.services.verification.idle();
      await setting(
        'vision_face_other_account',
        CONTENT_DEFAULTS.settings.vision_face_other_account,
      );
      assert.equal((await photoRow(twinPhoto)).held_reason, null);
    });

    // Last: the author's face is then a banned member's.
    it('holds the photo and the selfie of a banned member’s face on a new account', async () => {
      const banned = await createTestMember(suite.app, { name: 'Banned Face' });
      await addPhoto(banned, await photoOnBackdrop(pictures.author, 4));
      await suite.app.services.verification.idle();
      await suite.app.db
        .updateTable('members')
        .set({ banned_at: new Date() })
        .where('id', '=', banned.id)
        .execute();
      const back = await createTestMember(suite.app, { name: 'Back Again' });
      const name = await addPhoto(back, await photoOnBackdrop(pictures.author, 5));
      await suite.app.services.verification.idle();
      assert.equal((await photoRow(name)).held_reason, MESSAGES.reviewBannedMemberFace);
      const match = (await waitingPhoto(name))?.matches?.[0];
      assert.equal(match?.member.user_id, banned.id);
      assert.ok((match?.face_similarity ?? 0) >= 0.55, `similarity ${match?.face_similarity}`);

      // Frames filmed elsewhere: the earlier attempts' frames are kept, a replay is refused.
      const answer = await verify(back, looping('low'));
      assert.equal(answer.json<VerificationResponse>().result.state, 'pending_review');
      const row = await suite.app.db
        .selectFrom('member_verifications')
        .select('review_reason')
        .where('member_id', '=', back.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.review_reason, MESSAGES.reviewBannedMemberFace);
    });
  });
}

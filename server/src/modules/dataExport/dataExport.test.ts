import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  DataExportStatusResponse,
  UploadImageResponse,
  UploadVoiceResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { strFromU8, unzipSync } from 'fflate';
import { DAY_MS, HOUR_MS } from '../../limits/rateLimiter';
import { openChat, openChatSocket } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../../test/support/testPictures';
import { webmRecording } from '../../../test/support/voiceRecordings';

let sequence = 0;

for (const backend of testBackends()) {
  describe(`data export on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    const suite = useTestApp(backend, { listen: true, options: { now: clock.now } });

    const call = (member: TestMember | null, url: string, payload?: object) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: member?.headers ?? {},
        ...(payload && { payload }),
      });

    const download = (member: TestMember | null, exportId: string) =>
      suite.app.inject({
        method: 'GET',
        url: '/api/webdataexportfile',
        query: { export_id: exportId },
        headers: member?.headers ?? {},
      });

    async function send(
      from: TestMember,
      to: TestMember,
      chatId: number,
      content: { message: string } | { upload_image: string } | { upload_voice: string },
    ) {
      sequence += 1;
      const reply = await call(from, 'websendmessage', {
        chat_id: chatId,
        receiver_id: to.id,
        client_id: `e-${sequence}`,
        ...content,
      });
      assert.equal(reply.statusCode, 200, reply.body);
    }

    /** Sends a picture in the chat; answers its name. */
    async function sendPicture(from: TestMember, to: TestMember, chatId: number) {
      const upload = await call(from, 'uploadimagechat', { file: dataUrlOf(await smallPng()) });
      assert.equal(upload.statusCode, 200, upload.body);
      const { image_name: picture } = upload.json<UploadImageResponse>();
      await send(from, to, chatId, { upload_image: picture });
      return picture;
    }

    /** Sends a voice note of 2 s in the chat; answers its name. */
    async function sendVoiceNote(from: TestMember, to: TestMember, chatId: number) {
      const recording = webmRecording({ durationMs: 2000, loudness: () => 40 });
      const upload = await call(from, 'uploadvoicechat', {
        file: dataUrlOf(recording, 'audio/webm;codecs=opus'),
      });
      assert.equal(upload.statusCode, 200, upload.body);
      const { voice_name: voiceNote } = upload.json<UploadVoiceResponse>();
      await send(from, to, chatId, { upload_voice: voiceNote });
      return voiceNote;
    }

    /** Mia with a photo, a like, a purchase and a chat with Noah; Noah and Xena chat apart. */
    async function world() {
      sequence += 1;
      const photo = `export-photo-${process.pid}-${sequence}.png`;
      const photoBytes = await smallPng();
      await suite.app.storage.put(photo, photoBytes, 'image/png');
      const mia = await createTestMember(suite.app, { name: 'Mia', photos: [photo] });
      const noah = await createTestMember(suite.app, { name: 'Noah' });
      const xena = await createTestMember(suite.app, { name: 'Xena' });
      const yann = await createTestMember(suite.app, { name: 'Yann' });
      const ours = await openChat(suite.app, mia, noah);
      await send(mia, noah, ours, { message: 'Mia to Noah: the bakery at noon' });
      await send(noah, mia, ours, { message: 'Noah to Mia: see you there' });
      const receivedPicture = await sendPicture(noah, mia, ours);
      const receivedVoiceNote = await sendVoiceNote(noah, mia, ours);
      const theirs = await openChat(suite.app, noah, xena);
      await send(noah, xena, theirs, { message: 'Noah to Xena: not for Mia' });
      const othersPicture = await sendPicture(noah, xena, theirs);
      const others = await openChat(suite.app, xena, yann);
      await send(yann, xena, others, { message: 'Yann to Xena: elsewhere' });
      await suite.app.db
        .insertInto('swipes')
        .values({
          swiper_id: mia.id,
          target_id: yann.id,
          kind: 'superlike',
          created_at: clock.now(),
        })
        .execute();
      await suite.app.db
        .insertInto('payments')
        .values({
          member_id: mia.id,
          item_kind: 'boost',
          item_id: 1,
          amount: '4.99',
          currency: 'USD',
          gateway: 'sandbox',
          nonce: `nonce-${process.pid}-${sequence}`,
          status: 'succeeded',
          created_at: clock.now(),
          settled_at: clock.now(),
        })
        .execute();
      const promptText = `My perfect Sunday ${process.pid}-${sequence}`;
      const prompt = await suite.app.db
        .insertInto('prompts')
        .values({ text: promptText })
        .returning('id')
        .executeTakeFirstOrThrow();
      await suite.app.db
        .insertInto('member_prompts')
        .values({
          member_id: mia.id,
          position: 0,
          prompt_id: prompt.id,
          answer: 'Markets and rain',
        })
        .execute();
      return {
        mia,
        noah,
        xena,
        yann,
        photo,
        photoBytes,
        receivedPicture,
        receivedVoiceNote,
        othersPicture,
        prompt: { prompt_id: prompt.id, prompt: promptText, answer: 'Markets and rain' },
      };
    }

    it('builds the member’s own data in the background and lets only them download it', async () => {
      const {
        mia,
        noah,
        xena,
        photo,
        photoBytes,
        receivedPicture,
        receivedVoiceNote,
        othersPicture,
        prompt,
      } = await world();
      const socket = await openChatSocket(suite.url, mia.token);
      try {
        const asked = await call(mia, 'webrequestdataexport');
        assert.equal(asked.statusCode, 200, asked.body);
        assert.equal(asked.json<DataExportStatusResponse>().state, 'preparing');
        await suite.app.services.dataExports.buildWaiting();
        assert.deepEqual(await socket.next('dataexport'), { state: 'ready' });
      } finally {
        socket.socket.close();
      }
      const status = (await call(mia, 'webdataexportstatus')).json<DataExportStatusResponse>();
      assert.equal(status.state, 'ready');
      assert.ok(status.export_id && status.export_id.length >= 40, 'an unguessable id');
      assert.equal(status.expires_at, Math.floor((clock.now().getTime() + 48 * HOUR_MS) / 1000));

      const zip = await download(mia, status.export_id);
      assert.equal(zip.statusCode, 200, zip.body);
      assert.equal(zip.headers['content-type'], 'application/zip');
      assert.match(String(zip.headers['content-disposition']), /attachment/);
      assert.equal(zip.headers['cache-control'], 'no-store', 'no cache keeps the member’s data');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const names = Object.keys(files).filter((name) => !name.endsWith('/'));
      assert.deepEqual(names.sort(), [
        'README.txt',
        `chat-pictures/${receivedPicture}`,
        'likes.json',
        'matches.json',
        'messages.json',
        'photos.json',
        `photos/${photo}`,
        'profile.json',
        'purchases.json',
        'settings.json',
        `voice-notes/${receivedVoiceNote}`,
      ]);
      assert.deepEqual(Buffer.from(files[`photos/${photo}`] ?? []), photoBytes);
      assert.deepEqual(
        Buffer.from(files[`voice-notes/${receivedVoiceNote}`] ?? []),
        await suite.app.storage.read(receivedVoiceNote),
      );
      assert.deepEqual(
        Buffer.from(files[`chat-pictures/${receivedPicture}`] ?? []),
        await suite.app.storage.read(receivedPicture),
      );
      assert.ok(!Object.keys(files).some((name) => name.includes(othersPicture)));
      const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
      const json = <T>(name: string) => JSON.parse(text(name)) as T;
      const everything = Object.keys(files)
        .filter((name) => name.endsWith('.json') || name.endsWith('.txt'))
        .map(text)
        .join('\n');
      const profile = json<{ email: string; prompts: unknown }>('profile.json');
      assert.equal(profile.email, mia.email);
      assert.deepEqual(profile.prompts, [prompt]);
      const chats = JSON.parse(text('messages.json')) as {
        name: string;
        messages: { text: string; sent_by_me: boolean }[];
      }[];
      assert.deepEqual(
        chats.map((chat) => [chat.name, chat.messages.map((m) => [m.text, m.sent_by_me])]),
        [
          [
            'Noah',
            [
              ['Mia to Noah: the bakery at noon', true],
              ['Noah to Mia: see you there', false],
              ['', false],
              ['', false],
            ],
          ],
        ],
      );
      assert.deepEqual(
        json<{ name: string; kind: string }[]>('likes.json').map((like) => [like.name, like.kind]),
        [['Yann', 'superlike']],
      );
      assert.equal(json<{ amount: string }[]>('purchases.json')[0]?.amount, '4.99');
      for (const secret of ['not for Mia', 'elsewhere', noah.email, xena.email]) {
        assert.ok(!everything.includes(secret), `the export holds ${secret}`);
      }
      assert.match(text('README.txt'), /messages\.json/);

      assert.equal((await download(noah, status.export_id)).statusCode, 404, 'not for Noah');
      assert.equal(
        (await download(noah, status.export_id)).json<{ message: string }>().message,
        MESSAGES.dataExportNotFound,
      );
      assert.equal((await download(null, status.export_id)).statusCode, 401);
      assert.equal((await download(mia, 'not-the-id')).statusCode, 404);
    });

    it('names a chat picture no longer stored instead of failing the export', async () => {
      const { mia, receivedPicture } = await world();
      await suite.app.storage.delete(receivedPicture);
      assert.equal((await call(mia, 'webrequestdataexport')).statusCode, 200);
      await suite.app.services.dataExports.buildWaiting();
      const status = (await call(mia, 'webdataexportstatus')).json<DataExportStatusResponse>();
      assert.equal(status.state, 'ready');
      const zip = await download(mia, status.export_id ?? '');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      assert.equal(files[`chat-pictures/${receivedPicture}`], undefined);
      assert.match(
        strFromU8(files['chat-pictures/MISSING.txt'] ?? new Uint8Array()),
        new RegExp(receivedPicture),
      );
    });

    it('takes one request a day, and deletes the file after 48 hours', async () => {
      const { mia } = await world();
      assert.equal((await call(mia, 'webrequestdataexport')).statusCode, 200);
      const again = await call(mia, 'webrequestdataexport');
      assert.equal(again.statusCode, 429, again.body);
      assert.equal(again.json<{ message: string }>().message, MESSAGES.dataExportOncePerDay);
      assert.ok(Number(again.headers['retry-after']) > 0);
      await suite.app.services.dataExports.buildWaiting();
      const ready = (await call(mia, 'webdataexportstatus')).json<DataExportStatusResponse>();
      assert.ok(ready.export_id);
      assert.ok(ready.next_request_at, 'says when another may be asked for');

      clock.advance(DAY_MS + 1000);
      assert.equal((await download(mia, ready.export_id)).statusCode, 200, 'still there');
      clock.advance(DAY_MS);
      assert.equal((await download(mia, ready.export_id)).statusCode, 404, 'expired');
      assert.equal(
        (await call(mia, 'webdataexportstatus')).json<DataExportStatusResponse>().state,
        'none',
      );
      await suite.app.services.dataExports.deleteExpired();
      const left = await suite.app.db
        .selectFrom('data_exports')
        .select('id')
        .where('member_id', '=', mia.id)
        .execute();
      assert.deepEqual(left, [], 'the archive is deleted');
      assert.equal((await call(mia, 'webrequestdataexport')).statusCode, 200, 'a new day');
      await suite.app.services.dataExports.buildWaiting();
    });
  });
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import type {
  ChatMessage,
  GetChatMessagesResponse,
  ModerationCaseResponse,
  UploadVoiceResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../../test/support/testMembers';
import { openChat, testSockets } from '../../../../test/support/chatTestClient';
import { dataUrlOf, smallPng } from '../../../../test/support/testPictures';
import { oggRecording, webmRecording } from '../../../../test/support/voiceRecordings';
import { readVoiceRecording, VOICE_MAX_BYTES, WAVEFORM_BARS } from './voiceRecording';

let sequence = 0;
const clientId = () => `voice-${process.pid}-${(sequence += 1)}`;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('reading a voice recording', () => {
  it('takes the duration from the recording itself, WebM or Ogg', () => {
    const webm = readVoiceRecording(webmRecording({ durationMs: 4200 }));
    assert.deepEqual(
      [webm.container, webm.contentType, webm.durationMs],
      ['webm', 'audio/webm', 4200],
    );
    const ogg = readVoiceRecording(oggRecording({ durationMs: 3000 }));
    assert.deepEqual([ogg.container, ogg.contentType, ogg.durationMs], ['ogg', 'audio/ogg', 3000]);
  });

  it('draws the waveform from how loud each stretch is', () => {
    // Quiet for the first half, loud for the second.
    const { waveform } = readVoiceRecording(
      webmRecording({ durationMs: 2000, loudness: (at) => (at < 1000 ? 10 : 100) }),
    );
    assert.equal(waveform.length, WAVEFORM_BARS);
    assert.equal(waveform.at(-1), 100);
    assert.equal(waveform[0], 10);
  });

  it('keeps what a recording cut short holds', () => {
    const whole = webmRecording({ durationMs: 3000 });
    const cut = readVoiceRecording(whole.subarray(0, whole.length - 30));
    assert.ok(cut.durationMs > 2900 && cut.durationMs < 3000, String(cut.durationMs));
  });

  it('refuses with the reason: too long, not audio, video, empty, too large', () => {
    assert.equal(
      refusal(() => readVoiceRecording(webmRecording({ durationMs: 75_000 }))),
      MESSAGES.voiceTooLong,
    );
    assert.equal(
      refusal(() => readVoiceRecording(oggRecording({ durationMs: 62_000 }))),
      MESSAGES.voiceTooLong,
    );
    // A recorder stopped at the minute hands over its last frames a moment later.
    assert.equal(readVoiceRecording(webmRecording({ durationMs: 60_400 })).durationMs, 60_400);
    assert.equal(
      refusal(() => readVoiceRecording(webmRecording({ durationMs: 2000, video: true }))),
      MESSAGES.voiceNotAudio,
    );
    assert.equal(
      refusal(() => readVoiceRecording(Buffer.from('not a recording at all'))),
      MESSAGES.voiceNotAudio,
    );
    assert.equal(
      refusal(() => readVoiceRecording(webmRecording({ durationMs: 1000 }).subarray(0, 40))),
      MESSAGES.voiceEmpty,
    );
    assert.equal(
      refusal(() => readVoiceRecording(Buffer.alloc(VOICE_MAX_BYTES + 1))),
      MESSAGES.voiceTooLarge,
    );
  });
});

for (const backend of testBackends()) {
  describe(`voice notes on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets = testSockets();
    const suite = useTestApp(backend, { listen: true, beforeClose: sockets.closeAll });
    const { call, okCall } = memberCalls(suite);

    const upload = (member: TestMember, bytes: Buffer, type = 'audio/webm;codecs=opus') =>
      call<UploadVoiceResponse & { message: string }>(member, 'uploadvoicechat', {
        file: dataUrlOf(bytes, type),
      });

    const fetchVoice = (member: TestMember, chatId: number | string, messageId: number | string) =>
      suite.app.inject({
        method: 'GET',
        url: `/api/webchatvoice?chat_id=${chatId}&message_id=${messageId}`,
        headers: member.headers,
      });

    async function sendVoice(from: TestMember, to: TestMember, chatId: number, durationMs: number) {
      const recording = webmRecording({ durationMs, loudness: (at) => 20 + (at % 400) / 4 });
      const uploaded = await upload(from, recording);
      assert.equal(uploaded.statusCode, 200, JSON.stringify(uploaded.body));
      const sent = await okCall<{ result: ChatMessage }>(from, 'websendmessage', {
        chat_id: chatId,
        receiver_id: to.id,
        client_id: clientId(),
        upload_voice: uploaded.body.voice_name,
      });
      return { recording, uploaded: uploaded.body, message: sent.result };
    }

    it('sends a voice note live and in the history, with the duration read from it, to both members only', async () => {
      const [ann, bob, eve] = await Promise.all([
        createTestMember(suite.app),
        createTestMember(suite.app),
        createTestMember(suite.app),
      ]);
      const chatId = await openChat(suite.app, ann, bob);
      const bobSocket = await sockets.open(suite.url, bob);

      const { recording, uploaded, message } = await sendVoice(ann, bob, chatId, 5200);
      assert.equal(uploaded.duration_ms, 5200);
      assert.equal(uploaded.waveform.length, 40);
      assert.match(uploaded.voice_name, /^[0-9a-f]{32}\.webm$/);
      assert.equal(message.type, 'voice');
      assert.equal(message.message, '');
      assert.equal(message.voice?.duration_ms, 5200);
      assert.deepEqual(message.voice?.waveform, uploaded.waveform);
      // The note is reached through the members' call, never by its storage name.
      assert.ok(!JSON.stringify(message).includes(uploaded.voice_name));

      const live = await bobSocket.next<ChatMessage>('broad');
      assert.deepEqual(live.voice, message.voice);
      const history = await okCall<GetChatMessagesResponse>(bob, 'webgetchatmessage', {
        chat_id: chatId,
      });
      assert.deepEqual(history.chats.at(-1)?.voice, message.voice);

      for (const member of [ann, bob]) {
        const played = await fetchVoice(member, chatId, message.id);
        assert.equal(played.statusCode, 200, played.body);
        assert.equal(played.headers['content-type'], 'audio/webm');
        assert.match(String(played.headers['cache-control']), /private/);
        assert.deepEqual(played.rawPayload, recording);
      }
      const stranger = await fetchVoice(eve, chatId, message.id);
      assert.equal(stranger.statusCode, 403);
      assert.equal(stranger.json<{ message: string }>().message, MESSAGES.invalidAccess);
      // Eve's own chat does not reach Ann's note either.
      const evesChat = await openChat(suite.app, eve, bob);
      assert.equal((await fetchVoice(eve, evesChat, message.id)).statusCode, 404);
      // Only its uploader sends a recording, once.
      const again = await call(bob, 'websendmessage', {
        chat_id: chatId,
        receiver_id: ann.id,
        client_id: clientId(),
        upload_voice: uploaded.voice_name,
      });
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.body, { status: 'false', message: MESSAGES.voiceNotFound });
    });

    it('refuses a note over a minute, a picture, a video and nothing, with the reason', async () => {
      const ann = await createTestMember(suite.app);
      const cases: [Buffer, string, string][] = [
        [webmRecording({ durationMs: 61_500 }), 'audio/webm', MESSAGES.voiceTooLong],
        [oggRecording({ durationMs: 90_000 }), 'audio/ogg', MESSAGES.voiceTooLong],
        // The declared duration or type is not what counts: the bytes are.
        [await smallPng(), 'audio/webm', MESSAGES.voiceNotAudio],
        [webmRecording({ durationMs: 3000, video: true }), 'audio/webm', MESSAGES.voiceNotAudio],
        [Buffer.alloc(0), 'audio/webm', MESSAGES.voiceEmpty],
      ];
      for (const [bytes, type, reason] of cases) {
        const refused = await upload(ann, bytes, type);
        assert.equal(refused.statusCode, 400, reason);
        assert.deepEqual(refused.body, { status: 'false', message: reason });
      }
      const ogg = await upload(ann, oggRecording({ durationMs: 59_000 }), 'audio/ogg;codecs=opus');
      assert.equal(ogg.statusCode, 200, JSON.stringify(ogg.body));
      assert.equal(ogg.body.duration_ms, 59_000);
      assert.match(ogg.body.voice_name, /\.ogg$/);
    });

    it('is no text to the kindness and scam checks, and a report carries it', async () => {
      const [ann, bob, mona] = await Promise.all([
        createTestMember(suite.app),
        createTestMember(suite.app),
        createTestMember(suite.app),
      ]);
      await updateTestMember(suite.app, mona, { role: 'moderator' });
      const chatId = await openChat(suite.app, ann, bob);
      const { message } = await sendVoice(ann, bob, chatId, 2000);
      assert.equal(message.flagged, 'false');
      assert.equal(message.caution, undefined);

      await okCall(bob, 'webreport', {
        report_user_id: ann.id,
        reason: 'harassment',
        message_ids: [String(message.id)],
      });
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: ann.id,
      });
      assert.deepEqual(
        result.reports[0]?.messages.map((attached) => attached.id),
        [message.id],
      );
    });
  });
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EmailSettingsResponse, OutboxMail } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../limits/rateLimiter';
import type { OutboxMailer } from '../../mail/outboxMailer';
import { MEMBER_TEXTS } from '../../texts/memberTexts';
import { openChat } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { matchTestMembers } from '../../../test/support/testMatch';
import {
  createTestMember,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';

let sequence = 0;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A 32-byte base64url text with its last character's two unused low bits changed. */
function otherUnusedBits(signature: string): string {
  const last = BASE64URL.indexOf(signature.at(-1) ?? 'A');
  return `${signature.slice(0, -1)}${BASE64URL[last ^ 1]}`;
}

for (const backend of testBackends()) {
  describe(`e-mail digests on ${backend.name}`, { skip: backend.skip }, () => {
    // Matches are stored at the real time by the test helpers: the clock starts there.
    const clock = testClock(new Date());
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const mailsTo = (member: TestMember): OutboxMail[] =>
      (suite.app.mailer as OutboxMailer).mailsTo(member.email);

    async function send(from: TestMember, to: TestMember, chatId: number, message: string) {
      sequence += 1;
      const reply = await suite.app.inject({
        method: 'POST',
        url: '/api/websendmessage',
        headers: from.headers,
        payload: { chat_id: chatId, receiver_id: to.id, client_id: `d-${sequence}`, message },
      });
      assert.equal(reply.statusCode, 200, reply.body);
    }

    /** Two members in a chat, `reader` offline, `writer` having written to them. */
    async function chatWithUnread(message = 'Are you free on Saturday for the market?') {
      const reader = await createTestMember(suite.app, { name: 'Rita' });
      const writer = await createTestMember(suite.app, { name: 'Walter' });
      const chatId = await openChat(suite.app, writer, reader);
      await send(writer, reader, chatId, message);
      return { reader, writer, chatId };
    }

    const unsubscribeLinkOf = (mail: OutboxMail): URL => {
      const header = mail.headers?.['List-Unsubscribe'] ?? '';
      return new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://missing');
    };

    const settingsOf = async (member: TestMember): Promise<EmailSettingsResponse> => {
      const reply = await suite.app.inject({
        method: 'POST',
        url: '/api/webemailsettings',
        headers: member.headers,
      });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<EmailSettingsResponse>();
    };

    it('mails an offline member one digest a day of unread messages, none after unsubscribing', async () => {
      const { reader, writer, chatId } = await chatWithUnread();
      await updateTestMember(suite.app, reader, { language: 'fr' });

      await suite.app.services.emailDigests.sendDue();
      assert.deepEqual(mailsTo(reader), [], 'a message of a minute ago is not mailed yet');

      clock.advance(HOUR_MS + MINUTE_MS);
      await suite.app.services.emailDigests.sendDue();
      const [digest, ...more] = mailsTo(reader);
      assert.ok(digest, 'the digest is in the outbox');
      assert.equal(more.length, 0);
      assert.equal(digest.subject, 'De nouveaux matchs et messages vous attendent');
      assert.match(digest.text, /Walter, 1 message non lu/);
      assert.match(digest.text, /"Are you free on Saturday for the market\?"/);
      assert.ok(
        digest.text.includes(`/web/app/Message/MessageNew/${writer.id}/${chatId}`),
        digest.text,
      );
      const link = unsubscribeLinkOf(digest);
      assert.equal(link.pathname, '/api/emailunsubscribe');
      assert.equal(digest.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
      assert.deepEqual(mailsTo(writer), [], 'the writer has nothing unread');

      await send(writer, reader, chatId, 'Or Sunday?');
      clock.advance(2 * HOUR_MS);
      await suite.app.services.emailDigests.sendDue();
      assert.equal(mailsTo(reader).length, 1, 'one digest a day at most');

      clock.advance(DAY_MS);
      await suite.app.services.emailDigests.sendDue();
      assert.equal(mailsTo(reader).length, 2, 'the next day brings the new message');
      assert.match(mailsTo(reader)[1]?.text ?? '', /"Or Sunday\?"/);
      assert.doesNotMatch(mailsTo(reader)[1]?.text ?? '', /market/, 'what was mailed is not again');

      const page = await suite.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      assert.equal(page.statusCode, 200, page.body);
      assert.match(page.headers['content-type'] as string, /text\/html/);
      assert.match(page.body, /<form method="post">/);
      assert.equal((await settingsOf(reader)).email_messages, 'true', 'a GET changes nothing');

      // RFC 8058: the mail client POSTs this body to the List-Unsubscribe address.
      const oneClick = await suite.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200, oneClick.body);
      assert.match(oneClick.body, /Vous êtes désabonné/);
      const settings = await settingsOf(reader);
      assert.equal(settings.email_messages, 'false');
      assert.equal(settings.email_matches, 'false');

      await send(writer, reader, chatId, 'Hello?');
      clock.advance(DAY_MS + HOUR_MS);
      await suite.app.services.emailDigests.sendDue();
      assert.equal(mailsTo(reader).length, 2, 'no digest after unsubscribing');
    });

    it('refuses an unsubscribe link whose signature is not the server’s, or not spelt as the server spells it', async () => {
      const { reader } = await chatWithUnread();
      clock.advance(HOUR_MS + MINUTE_MS);
      await suite.app.services.emailDigests.sendDue();
      const link = unsubscribeLinkOf(mailsTo(reader)[0] ?? assert.fail('no digest'));
      const signature = link.searchParams.get('signature') ?? '';
      const other = await createTestMember(suite.app);
      const forged = [
        { member: String(reader.id), signature: `${signature.slice(0, -2)}AA` },
        { member: String(other.id), signature },
        { member: String(reader.id), signature: '' },
        // The same bytes spelt otherwise: padded, with extra characters, the '+/' alphabet,
        // another last character whose unused low bits differ, another case.
        ...[
          `${signature}=`,
          `${signature}!`,
          `${signature}AAAA`.slice(0, signature.length + 1),
          ` ${signature}`,
          signature.replace(/-/g, '+').replace(/_/g, '/'),
          otherUnusedBits(signature),
          signature.toUpperCase(),
        ]
          .filter((spelling) => spelling !== signature)
          .map((spelling) => ({ member: String(reader.id), signature: spelling })),
      ];
      for (const query of forged) {
        for (const method of ['GET', 'POST'] as const) {
          const reply = await suite.app.inject({ method, url: '/api/emailunsubscribe', query });
          assert.equal(reply.statusCode, 400, `${method} ${JSON.stringify(query)}`);
          assert.deepEqual(reply.json(), {
            status: 'false',
            message: MESSAGES.unsubscribeLinkInvalid,
          });
        }
      }
      assert.equal((await settingsOf(reader)).email_messages, 'true');
      assert.equal((await settingsOf(other)).email_messages, 'true');
    });

    it('shows the unsubscribe page branded, in the member’s language, on a phone, with nothing to fetch', async () => {
      const { reader } = await chatWithUnread();
      clock.advance(HOUR_MS + MINUTE_MS);
      await suite.app.services.emailDigests.sendDue();
      const link = unsubscribeLinkOf(mailsTo(reader)[0] ?? assert.fail('no digest'));
      const expected = [
        { language: 'en', lang: 'en', dir: 'ltr' },
        { language: 'fr', lang: 'fr', dir: 'ltr' },
        { language: 'sp', lang: 'es', dir: 'ltr' },
        { language: 'ar', lang: 'ar', dir: 'rtl' },
      ] as const;
      for (const { language, lang, dir } of expected) {
        await updateTestMember(suite.app, reader, { language });
        const page = await suite.app.inject({
          method: 'GET',
          url: `${link.pathname}${link.search}`,
        });
        const texts = MEMBER_TEXTS[language];
        assert.equal(page.statusCode, 200, page.body);
        assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
        assert.match(page.body, new RegExp(`<html lang="${lang}" dir="${dir}">`));
        assert.match(
          page.body,
          /<meta name="viewport" content="width=device-width, initial-scale=1">/,
        );
        assert.ok(page.body.includes(`<h1>${texts.pageTitle}</h1>`), page.body);
        assert.ok(page.body.includes(`${texts.pageButton}</button>`), page.body);
        // The product's name and heart, and its accent on the button.
        assert.match(page.body, /<span class="logo"><svg [^>]*><path d="M12 21s/);
        assert.match(page.body, /<\/svg>Dating<\/span>/);
        assert.match(page.body, /button\{[^}]*background:#d6334f/);
        // Styles and icon inline: the page asks for nothing, here or elsewhere (no /favicon.ico).
        assert.match(page.body, /<link rel="icon" href="data:image\/svg\+xml,/);
        assert.doesNotMatch(page.body, /\b(?:src|href|action)="(?!data:)/);
        assert.doesNotMatch(page.body, /url\(|@import/);
        // ...which the page's Content-Security-Policy lets through.
        const policy = String(page.headers['content-security-policy']);
        assert.match(policy, /style-src [^;]*'unsafe-inline'/);
        assert.match(policy, /img-src [^;]*data:/);
      }

      const done = await suite.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.match(done.body, /<html lang="ar" dir="rtl">/);
      assert.ok(done.body.includes(`<p role="status">${MEMBER_TEXTS.ar.pageDone}</p>`), done.body);
    });

    it('mails new matches without messages, and follows each switch', async () => {
      const ann = await createTestMember(suite.app, { name: 'Ann' });
      const ben = await createTestMember(suite.app, { name: 'Ben' });
      const cid = await createTestMember(suite.app, { name: 'Cid' });
      await matchTestMembers(suite.app, ann.id, ben.id);
      await matchTestMembers(suite.app, cid.id, ben.id);
      const off = await suite.app.inject({
        method: 'POST',
        url: '/api/websetemailsettings',
        headers: cid.headers,
        payload: { email_matches: 'false' },
      });
      assert.equal(off.statusCode, 200, off.body);
      assert.deepEqual(await settingsOf(cid), {
        status: 'true',
        email_matches: 'false',
        email_messages: 'true',
      });
      await updateTestMember(suite.app, ben, { online: true });

      clock.advance(HOUR_MS + MINUTE_MS);
      await suite.app.services.emailDigests.sendDue();
      const [digest] = mailsTo(ann);
      assert.ok(digest, 'Ann is mailed her match');
      assert.match(digest.text, /New matches:\n- Ben\n/);
      assert.match(digest.text, /\/web\/app\/Friends/);
      assert.deepEqual(mailsTo(cid), [], 'Cid turned match e-mails off');
      assert.deepEqual(mailsTo(ben), [], 'Ben is online');
    });

    it("is mailed by the module's job when the clock reaches its run", async () => {
      const { reader } = await chatWithUnread();
      // The other tests' runs moved the clock: the job is due at its next interval from now.
      await suite.app.scheduler.runDue();
      clock.advance(HOUR_MS + MINUTE_MS);
      await suite.app.scheduler.runDue();
      assert.equal(mailsTo(reader).length, 1, 'the job mailed the digest');
    });

    it('hides a blocked member from the digest, and mails one digest however many runs race', async () => {
      const { reader, writer } = await chatWithUnread();
      const blocked = await chatWithUnread();
      const block = await suite.app.inject({
        method: 'POST',
        url: '/api/websetblock',
        headers: blocked.reader.headers,
        payload: { block_user_id: blocked.writer.id, block: 'true' },
      });
      assert.equal(block.statusCode, 200, block.body);
      clock.advance(HOUR_MS + MINUTE_MS);
      await Promise.all([
        suite.app.services.emailDigests.sendDue(),
        suite.app.services.emailDigests.sendDue(),
        suite.app.services.emailDigests.sendDue(),
      ]);
      assert.equal(mailsTo(reader).length, 1, 'one digest');
      assert.deepEqual(mailsTo(writer), []);
      assert.deepEqual(mailsTo(blocked.reader), [], 'nothing from a blocked member');
    });
  });
}

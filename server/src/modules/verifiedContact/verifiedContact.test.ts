import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { VerifiedOnlyResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { east, newTown } from '../../../test/support/testTowns';

for (const backend of testBackends()) {
  describe(`verified-only contact on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { call, okCall } = memberCalls(suite);

    const send = (from: TestMember, chatId: number, to: TestMember, message: string) =>
      call(from, 'websendmessage', {
        chat_id: chatId,
        receiver_id: to.id,
        client_id: `verified-${Math.random().toString(36).slice(2)}`,
        message,
      });
    const refusal = { status: 'false', message: MESSAGES.verifiedOnlyContact };

    async function verifiedOnlyMember(fields = {}): Promise<TestMember> {
      const member = await createTestMember(suite.app, { name: 'Vera Verified', ...fields });
      const set = await okCall<VerifiedOnlyResponse>(member, 'webverifiedonly', {
        verified_only: 'true',
      });
      assert.equal(set.verified_only, 'true');
      return member;
    }

    it("keeps the caller's own setting, off at first; a call naming someone else is refused", async () => {
      const ann = await createTestMember(suite.app);
      const bob = await createTestMember(suite.app);
      assert.equal(
        (await okCall<VerifiedOnlyResponse>(ann, 'webverifiedonly')).verified_only,
        'false',
      );
      await okCall(ann, 'webverifiedonly', { verified_only: 'true' });
      assert.equal(
        (await okCall<VerifiedOnlyResponse>(ann, 'webverifiedonly')).verified_only,
        'true',
      );
      assert.equal(
        (await okCall<VerifiedOnlyResponse>(bob, 'webverifiedonly')).verified_only,
        'false',
      );
      const named = await call(bob, 'webverifiedonly', {
        user_id: String(ann.id),
        verified_only: 'false',
      });
      assert.equal(named.statusCode, 403);
      assert.equal(
        (await okCall<VerifiedOnlyResponse>(ann, 'webverifiedonly')).verified_only,
        'true',
      );
    });

    it('refuses a first message from a member without the badge, saying why; a verified one writes', async () => {
      const vera = await verifiedOnlyMember();
      const sam = await createTestMember(suite.app, { name: 'Sam Unverified' });
      const chatId = await openChat(suite.app, sam, vera);
      const refused = await send(sam, chatId, vera, 'Hi Vera');
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.body, refusal);

      await updateTestMember(suite.app, sam, { verified: true });
      assert.equal((await send(sam, chatId, vera, 'Hi Vera')).statusCode, 200);
    });

    it('lets the conversation go on once she wrote: only the first contact is guarded', async () => {
      const vera = await verifiedOnlyMember();
      const sam = await createTestMember(suite.app);
      const chatId = await openChat(suite.app, vera, sam);
      assert.equal((await send(vera, chatId, sam, 'Hello Sam')).statusCode, 200);
      assert.equal((await send(sam, chatId, vera, 'Hi Vera!')).statusCode, 200);
    });

    it("refuses a like's comment from a member without the badge; the plain like goes", async () => {
      const town = newTown();
      const vera = await verifiedOnlyMember(town);
      const sam = await createTestMember(suite.app, east(town, 1));
      const commented = await call(sam, 'webmatch', {
        follow_id: String(vera.id),
        type: 'like',
        comment: 'Lovely smile',
      });
      assert.equal(commented.statusCode, 403);
      assert.deepEqual(commented.body, refusal);
      await okCall(sam, 'webmatch', { follow_id: String(vera.id), type: 'like' });
    });
  });
}

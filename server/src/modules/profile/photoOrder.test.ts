import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProfileResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember, memberCalls } from '../../../test/support/testMembers';

for (const backend of testBackends()) {
  describe(`websetphotoorder on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { call, okCall } = memberCalls(suite);

    const withPhotos = (name: string) =>
      createTestMember(suite.app, {
        name,
        photos: ['a', 'b', 'c'].map((letter) => `${name}-${letter}-${Date.now()}.jpg`),
      });
    const profileOf = async (who: Awaited<ReturnType<typeof withPhotos>>) =>
      (await okCall<ProfileResponse>(who, 'webprofile')).result;

    it('writes the order sent, ids as numbers or text; the first photo becomes the main one', async () => {
      const olive = await withPhotos('olive');
      const before = await profileOf(olive);
      const [a, b, c] = before.photo_ids ?? [];
      assert.ok(a && b && c);
      const moved = await call(olive, 'websetphotoorder', { photo_ids: [String(c), a, String(b)] });
      assert.equal(moved.statusCode, 200, JSON.stringify(moved.body));
      const after = await profileOf(olive);
      assert.deepEqual(after.photo_ids, [c, a, b]);
      assert.deepEqual(after.imagess, [before.imagess[2], before.imagess[0], before.imagess[1]]);
      assert.equal(after.images, before.imagess[2], 'the first is the main photo');
    });

    it('refuses another member’s photos, a photo left out or named twice, and ids that are not ids', async () => {
      const olive = await withPhotos('olive');
      const simon = await withPhotos('simon');
      const own = (await profileOf(olive)).photo_ids ?? [];
      const theirs = (await profileOf(simon)).photo_ids ?? [];
      const refusedWith = async (photoIds: unknown, message: string | RegExp) => {
        const answer = await call<{ status: string; message: string }>(olive, 'websetphotoorder', {
          photo_ids: photoIds,
        });
        assert.equal(answer.statusCode, 400, JSON.stringify(photoIds));
        assert.match(
          answer.body.message,
          typeof message === 'string' ? new RegExp(message) : message,
        );
      };
      await refusedWith(theirs, MESSAGES.photoNotFound);
      await refusedWith([own[0], own[1], theirs[0]], MESSAGES.photoNotFound);
      await refusedWith([own[1], own[0]], MESSAGES.photoNotFound);
      await refusedWith([own[0], own[0], own[1]], MESSAGES.photoNotFound);
      await refusedWith(['first', own[1], own[2]], /./);
      await refusedWith([], /./);
      assert.deepEqual((await profileOf(olive)).photo_ids, own, 'nothing moved');
      assert.deepEqual((await profileOf(simon)).photo_ids, theirs);
    });
  });
}

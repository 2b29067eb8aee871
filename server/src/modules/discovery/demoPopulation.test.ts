import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import type { GetPeopleResponse } from '@dating/contract/schemas';
import { createAdminProgram } from '../../admin/adminProgram';
import { createAdminServices } from '../../admin/createAdminServices';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';
import { createTestMember } from '../../../test/support/testMembers';

for (const backend of testBackends()) {
  describe(`demo population on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);

    it('seeds members with portraits around a city, whom a newcomer there sees at once', async () => {
      let printed = '';
      const program = createAdminProgram(createAdminServices(suite.app.db, testConfig()), {
        write: (text) => (printed += text),
        writeError: (text) => (printed += text),
      });
      await program.parseAsync(['demo', '6', '--near', 'Marseille'], { from: 'user' });
      assert.match(printed, /Added 6 members around Marseille, Provence/);
      assert.match(printed, /password demo-member/);

      const newcomer = await createTestMember(suite.app, { latitude: 43.2965, longitude: 5.3698 });
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/webgetpeople',
        headers: newcomer.headers,
        payload: {},
      });
      const { peoples } = response.json<GetPeopleResponse>();
      assert.equal(peoples.length, 6);
      const portraits = new Set<string>();
      for (const card of peoples) {
        assert.ok(card.distance !== null && card.distance <= 22, `${card.distance} km`);
        assert.match(card.user_image, /^\/uploads\/[0-9a-f]+\.jpg$/);
        const photo = await suite.app.inject({ method: 'GET', url: card.user_image });
        assert.equal(photo.statusCode, 200);
        assert.equal(photo.headers['content-type'], 'image/jpeg');
        const { format, width, height } = await sharp(photo.rawPayload).metadata();
        assert.deepEqual({ format, width, height }, { format: 'jpeg', width: 600, height: 800 });
        portraits.add(photo.rawPayload.toString('base64'));
      }
      assert.equal(portraits.size, 6, 'every demo member has a portrait of their own');
      const members = await suite.app.db
        .selectFrom('members')
        .select(['purposes', 'interests'])
        .where('email', 'like', 'demo-%')
        .execute();
      assert.equal(members.length, 6);
      for (const member of members) {
        assert.ok(member.purposes.length >= 1);
        assert.equal(member.interests.length, 3);
      }
    });

    it('refuses an unknown place and a count out of range', async () => {
      const program = createAdminProgram(createAdminServices(suite.app.db, testConfig()), {
        write: () => {},
        writeError: () => {},
      });
      await assert.rejects(
        program.parseAsync(['demo', '3', '--near', 'Qqqqzzzz'], { from: 'user' }),
        /No place matches "Qqqqzzzz"/,
      );
      await assert.rejects(program.parseAsync(['demo', '0', '--near', 'Paris'], { from: 'user' }));
    });
  });
}

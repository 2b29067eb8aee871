import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type {
  AdminDataResponse,
  AdminInterestsResponse,
  HelpPagesResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember } from '../../../test/support/testMembers';
import { ContentRepository } from './contentRepository';
import { ContentService } from './contentService';

for (const backend of testBackends()) {
  describe(`content calls on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    let content: ContentService;

    before(() => {
      content = new ContentService(new ContentRepository(suite.database.handle.db));
    });

    it('GET admindatas answers the admin data of spec section 3, filled', async () => {
      const response = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });

      assert.equal(response.statusCode, 200);
      const body = response.json<AdminDataResponse>();
      assert.equal(body.status, 'true');
      assert.deepEqual(Object.keys(body.result).sort(), [
        'admin_enable_ads',
        'android_url',
        'interests',
        'ios_url',
        'max_age',
        'max_distance',
        'peoplefor',
        'social_login',
      ]);
      assert.deepEqual(
        body.result.peoplefor.map((purpose) => purpose.name),
        ['Relationship', 'Friendship', 'Chat', 'Date', 'Networking'],
      );
      assert.ok(body.result.interests.length >= 30);
      assert.ok(body.result.interests.every((interest) => interest.checked === 'false'));
      assert.equal(body.result.admin_enable_ads, 'true');
      assert.equal(body.result.max_age, 60);
      assert.equal(body.result.max_distance, 100);
      // No store page until the admin names the product's apps: the browsers then show no link.
      assert.equal(body.result.ios_url, '');
      assert.equal(body.result.android_url, '');
      assert.deepEqual(body.result.social_login, { local_stand_in: true }, 'no Facebook keys');
    });

    it('serves the purpose icons that admindatas names', async () => {
      const admin = (
        await suite.app.inject({ method: 'GET', url: '/api/admindatas' })
      ).json<AdminDataResponse>();

      for (const purpose of admin.result.peoplefor) {
        const icon = await suite.app.inject({ method: 'GET', url: purpose.icon });
        assert.equal(icon.statusCode, 200, purpose.icon);
        assert.equal(icon.headers['content-type'], 'image/svg+xml');
        assert.match(icon.body, /^<svg /);
      }
    });

    it("POST admindatass answers the interests with the member's own checked", async () => {
      const member = await createTestMember(suite.app, { interests: ['Music', 'Travel'] });

      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/admindatass',
        headers: member.headers,
        payload: { user_id: String(member.id) },
      });

      assert.equal(response.statusCode, 200);
      const body = response.json<AdminInterestsResponse>();
      assert.equal(body.status, 'true');
      assert.ok(body.result.interests.length >= 30);
      const checked = body.result.interests.filter((interest) => interest.checked === 'true');
      assert.deepEqual(
        checked.map((interest) => interest.name),
        ['Music', 'Travel'],
      );
    });

    it("POST admindatass refuses a signed-out caller and another member's user_id", async () => {
      const member = await createTestMember(suite.app);

      const signedOut = await suite.app.inject({ method: 'POST', url: '/api/admindatass' });
      const someoneElse = await suite.app.inject({
        method: 'POST',
        url: '/api/admindatass',
        headers: member.headers,
        payload: { user_id: String(member.id + 1000) },
      });

      assert.equal(signedOut.statusCode, 401);
      assert.equal(someoneElse.statusCode, 403);
      assert.deepEqual(someoneElse.json(), { status: 'false', message: 'Invalid access' });
    });

    it("marks a member's own interests checked, whatever their letter case", async () => {
      const interests = await content.interests(['music', 'Travel']);

      const checked = interests.filter((interest) => interest.checked === 'true');
      assert.deepEqual(
        checked.map((interest) => interest.name),
        ['Music', 'Travel'],
      );
    });

    it('POST webhelppages answers the four help pages and the landing links', async () => {
      const response = await suite.app.inject({ method: 'POST', url: '/api/webhelppages' });

      assert.equal(response.statusCode, 200);
      const body = response.json<HelpPagesResponse>();
      assert.equal(body.status, 'true');
      assert.deepEqual(
        body.helppages.map(({ id, title }) => [id, title]),
        [
          [1, 'Terms and Conditions'],
          [2, 'Safety Tips'],
          [3, 'Privacy Policy'],
          [4, 'FAQ'],
        ],
      );
      assert.ok(body.helppages.every((page) => page.description.startsWith('<p>')));
      assert.equal(body.landingpage.length, 1);
      assert.deepEqual(Object.keys(body.landingpage[0] ?? {}).sort(), [
        'fb_link',
        'google_link',
        'twitter_link',
      ]);
    });

    it('never serves a script that was written into a help page by hand', async () => {
      await suite.database.handle.db
        .updateTable('help_pages')
        .set({
          description:
            '<p onclick="steal()">Be kind</p><script>steal()</script><a href="javascript:steal()">x</a>',
        })
        .where('id', '=', 2)
        .execute();

      const body = (
        await suite.app.inject({ method: 'POST', url: '/api/webhelppages' })
      ).json<HelpPagesResponse>();

      const page = body.helppages.find((helpPage) => helpPage.id === 2);
      assert.ok(page);
      assert.match(page.description, /<p>Be kind<\/p>/);
      assert.doesNotMatch(page.description, /script|steal|onclick|javascript/i);
    });

    it('stores a help page edit sanitised', async () => {
      await content.updateHelpPage(3, {
        title: 'Privacy',
        html: '<h2>Privacy</h2><img src=x onerror="steal()"><p>We <strong>never</strong> sell data.</p><script>steal()</script>',
      });

      const stored = await suite.database.handle.db
        .selectFrom('help_pages')
        .select(['title', 'description'])
        .where('id', '=', 3)
        .executeTakeFirstOrThrow();
      assert.equal(stored.title, 'Privacy');
      assert.equal(
        stored.description,
        '<h2>Privacy</h2><p>We <strong>never</strong> sell data.</p>',
      );
    });

    it('refuses settings it does not know or values out of range', async () => {
      await assert.rejects(content.setSetting('max_ages', '70'), /Unknown setting "max_ages"/);
      await assert.rejects(content.setSetting('max_age', '12'), /max_age must be a whole number/);
      await assert.rejects(content.setSetting('ios_url', 'javascript:alert(1)'), /http\(s\)/);
    });
  });
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  AdminDataResponse,
  AdminInterestsResponse,
  HelpPagesResponse,
  MemberProfileResponse,
  PremiumPlansResponse,
  ProfileResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';

for (const backend of testBackends()) {
  describe(`admin content per language on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);

    async function adminData(language?: string): Promise<AdminDataResponse['result']> {
      const url =
        language === undefined ? '/api/admindatas' : `/api/admindatas?language=${language}`;
      const response = await suite.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200);
      return response.json<AdminDataResponse>().result;
    }

    async function post<T>(call: string, payload: object, member?: TestMember): Promise<T> {
      const response = await suite.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        headers: member?.headers,
        payload,
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<T>();
    }

    const purposeNames = (result: AdminDataResponse['result']) =>
      result.peoplefor.map((purpose) => purpose.name);
    const interestNames = (result: AdminDataResponse['result']) =>
      result.interests.map((interest) => interest.name);

    it('answers purposes and interests in the language asked, with the same ids and icons', async () => {
      const [english, french, spanish, arabic] = await Promise.all([
        adminData('en'),
        adminData('fr'),
        adminData('sp'),
        adminData('ar'),
      ]);

      assert.deepEqual(purposeNames(french), [
        'Relation sérieuse',
        'Amitié',
        'Discussion',
        'Rendez-vous',
        'Réseautage',
      ]);
      assert.equal(purposeNames(spanish)[1], 'Amistad');
      assert.equal(purposeNames(arabic)[1], 'صداقة');
      for (const translated of [french, spanish, arabic]) {
        assert.deepEqual(
          translated.peoplefor.map(({ id, icon }) => ({ id, icon })),
          english.peoplefor.map(({ id, icon }) => ({ id, icon })),
        );
        assert.equal(translated.interests.length, english.interests.length);
      }
      assert.ok(interestNames(french).includes('Musique'));
      assert.ok(interestNames(spanish).includes('Senderismo'));
      assert.ok(interestNames(arabic).includes('الموسيقى'));
      assert.ok(!interestNames(french).includes('Music'));
    });

    it("answers GET admindatas in the shell's language cookie when the call names none", async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/admindatas',
        headers: { cookie: 'onboarded=true; language=sp' },
      });

      assert.equal(purposeNames(response.json<AdminDataResponse>().result)[1], 'Amistad');
    });

    it('answers English to a call naming no language or one it does not offer', async () => {
      const [none, unknown] = await Promise.all([adminData(), adminData('de')]);

      assert.equal(purposeNames(none)[0], 'Relationship');
      assert.deepEqual(purposeNames(unknown), purposeNames(none));
    });

    it('falls back to English for an interest that has no translation yet', async () => {
      await suite.app.services.content.addInterest('Kitesurfing');

      const names = interestNames(await adminData('fr'));

      assert.ok(names.includes('Kitesurfing'));
      assert.ok(names.includes('Voyages'));
    });

    it("keeps a member's interests across languages: chosen in French, checked in Arabic", async () => {
      const member = await createTestMember(suite.app, { interests: ['Music'] });

      await post('websetprofile', { check: 'Randonnée,Vin', language: 'fr' }, member);

      const stored = await suite.app.db
        .selectFrom('members')
        .select('interests')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([...stored.interests].sort(), ['Hiking', 'Wine']);
      const arabic = await post<AdminInterestsResponse>(
        'admindatass',
        { user_id: String(member.id), language: 'ar' },
        member,
      );
      assert.deepEqual(
        arabic.result.interests
          .filter((interest) => interest.checked === 'true')
          .map((interest) => interest.name)
          .sort(),
        ['المشي في الطبيعة', 'النبيذ'].sort(),
      );
    });

    it("names a profile's interests in the reader's language, its own and another member's", async () => {
      const ada = await createTestMember(suite.app, { interests: ['Hiking', 'Paragliding'] });
      const ben = await createTestMember(suite.app, { interests: ['Music', 'Wine'] });
      await suite.app.services.content.addInterest('Paragliding');

      const own = await post<ProfileResponse>(
        'webprofile',
        { user_id: String(ada.id), language: 'fr' },
        ada,
      );
      const other = await post<MemberProfileResponse>(
        'webprofilenew',
        { user_id: String(ada.id), friend_id: String(ben.id), language: 'ar' },
        ada,
      );
      const english = await post<ProfileResponse>('webprofile', { user_id: String(ada.id) }, ada);

      assert.deepEqual(own.result.interest, ['Randonnée', 'Paragliding']);
      assert.deepEqual(other.result.interest_other, ['الموسيقى', 'النبيذ']);
      assert.deepEqual(english.result.interest, ['Hiking', 'Paragliding']);
    });

    it('answers the help pages in the language asked, each field falling back to English', async () => {
      await suite.app.services.content.updateHelpPage(4, { title: 'Preguntas' }, 'sp');
      await suite.app.db
        .deleteFrom('help_page_translations')
        .where('page_id', '=', 3)
        .where('language', '=', 'sp')
        .execute();

      const arabic = await post<HelpPagesResponse>('webhelppages', { language: 'ar' });
      const spanish = await post<HelpPagesResponse>('webhelppages', { language: 'sp' });
      const english = await post<HelpPagesResponse>('webhelppages', {});

      assert.deepEqual(
        arabic.helppages.map((page) => page.title),
        ['الشروط والأحكام', 'نصائح الأمان', 'سياسة الخصوصية', 'الأسئلة الشائعة'],
      );
      assert.match(arabic.helppages[1]?.description ?? '', /^<p>معظم الناس/);
      const spanishFaq = spanish.helppages.find((page) => page.id === 4);
      assert.equal(spanishFaq?.title, 'Preguntas');
      assert.match(spanishFaq?.description ?? '', /¿Cómo funcionan los matches\?/);
      const spanishPrivacy = spanish.helppages.find((page) => page.id === 3);
      assert.deepEqual(
        spanishPrivacy,
        english.helppages.find((page) => page.id === 3),
        'a page with no Spanish row is the English page',
      );
    });

    it('answers the premium plan type labels in the language asked, prices unchanged', async () => {
      const member = await createTestMember(suite.app);

      const spanish = await post<PremiumPlansResponse>(
        'premiumlistweb',
        { platform: 'web', language: 'sp' },
        member,
      );
      const english = await post<PremiumPlansResponse>(
        'premiumlistweb',
        { platform: 'web', language: 'en' },
        member,
      );

      assert.deepEqual(
        spanish.result.map((plan) => plan.type),
        ['1 mes', '3 meses', '6 meses'],
      );
      assert.deepEqual(
        spanish.result.map(({ id, price, days }) => ({ id, price, days })),
        english.result.map(({ id, price, days }) => ({ id, price, days })),
      );
    });

    it("answers the app of the day's texts in the language asked when the admin wrote them", async () => {
      const content = suite.app.services.content;
      const member = await createTestMember(suite.app);
      await content.setSetting('app_settings', 'enable');
      await content.setSetting('app_title', 'Recipes');
      await content.setSetting('app_title', 'Recettes', 'fr');
      const appOfTheDay = (language: string) =>
        post<{ result: { app_settings: string; title: string } }>(
          'appoftheday',
          { language },
          member,
        );

      assert.equal((await appOfTheDay('fr')).result.title, 'Recettes');
      assert.equal((await appOfTheDay('ar')).result.title, 'Recipes');
      assert.equal((await appOfTheDay('ar')).result.app_settings, 'enable');
      await assert.rejects(content.setSetting('max_age', '70', 'fr'), /same in every language/);
    });
  });
}

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { AdminDataResponse, HelpPagesResponse } from '@dating/contract/schemas';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { testConfig } from '../../test/support/testConfig';
import { createTestMember } from '../../test/support/testMembers';
import { createAdminProgram } from './adminProgram';
import { createAdminServices } from './createAdminServices';

for (const backend of testBackends()) {
  describe(`admin commands on ${backend.name}`, { skip: backend.skip }, () => {
    let scratch: string;
    const suite = useTestApp(backend, async () => {
      scratch = await mkdtemp(path.join(tmpdir(), 'dating-admin-'));
      return { cleanup: () => rm(scratch, { recursive: true, force: true }) };
    });

    /** Runs one `pnpm admin ...` command line and answers what it printed. */
    async function admin(...args: string[]): Promise<string> {
      let printed = '';
      const services = createAdminServices(suite.database.handle.db, testConfig());
      const program = createAdminProgram(services, {
        write: (text) => (printed += text),
        writeError: (text) => (printed += text),
      });
      await program.parseAsync(args, { from: 'user' });
      return printed;
    }

    async function adminData(): Promise<AdminDataResponse['result']> {
      const response = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });
      return response.json<AdminDataResponse>().result;
    }

    it('plans set-price changes the price that plans list shows', async () => {
      await admin('plans', 'set-price', '2', '21.5');

      const listed = await admin('plans', 'list');
      assert.match(listed, /^2\s+90\s+3 Months\s+21\.50\s/m);
    });

    it('refuses a price that is not a positive amount, or a plan that does not exist', async () => {
      await assert.rejects(admin('plans', 'set-price', '1', '-3'), /positive amount/);
      await assert.rejects(admin('boosts', 'set-price', '99', '1.00'), /No boost plan with id 99/);
      await assert.rejects(admin('superlikes', 'set-price', 'one', '1.00'), /whole number/);
    });

    it('settings set changes what admindatas answers', async () => {
      await admin('settings', 'set', 'max_distance', '250');
      await admin('settings', 'set', 'admin_enable_ads', 'false');

      const result = await adminData();
      assert.equal(result.max_distance, 250);
      assert.equal(result.admin_enable_ads, 'false');
    });

    it('interests add and remove change the interests admindatas answers', async () => {
      await admin('interests', 'add', 'Rock climbing');
      await admin('interests', 'remove', 'Wine');

      const names = (await adminData()).interests.map((interest) => interest.name);
      assert.ok(names.includes('Rock climbing'));
      assert.ok(!names.includes('Wine'));
      await assert.rejects(admin('interests', 'add', 'rock CLIMBING'), /already exists/);
    });

    it('prompts add, set-text in a language and remove change the prompts members choose from', async () => {
      const added = await admin('prompts', 'add', 'My favourite market stall…');
      const id = /prompts (\d+): added/.exec(added)?.[1] ?? '';
      await admin('prompts', 'set-text', id, 'Mon étal préféré…', '--language', 'fr');

      assert.match(await admin('prompts', 'list', '--language', 'fr'), /Mon étal préféré…/);
      assert.match(
        await admin('prompts', 'list', '--language', 'sp'),
        /My favourite market stall…/,
      );
      await admin('prompts', 'remove', id);
      assert.doesNotMatch(await admin('prompts', 'list'), /My favourite market stall…/);
      await assert.rejects(admin('prompts', 'remove', id), new RegExp(`No prompt with id ${id}`));
    });

    it('questions add, translate, recategorise and remove change the questions members answer', async () => {
      const added = await admin(
        'questions',
        'add',
        'fun',
        'Tea or coffee?',
        'Mornings go better together.',
        'Tea',
        'Coffee',
      );
      const id = /questions (\d+): added/.exec(added)?.[1] ?? '';
      await admin('questions', 'set-text', id, 'Thé ou café ?', '--language', 'fr');
      await admin('questions', 'set-why', id, 'Les matins vont mieux à deux.', '--language', 'fr');
      await admin('questions', 'set-category', id, 'lifestyle');
      const listed = await admin('questions', 'list', '--language', 'fr');
      const row = listed.split('\n').find((line) => line.includes('Thé ou café ?')) ?? '';
      assert.match(row, /lifestyle/);
      assert.match(row, /Les matins vont mieux à deux\./);
      const teaId = /(\d+): Tea/.exec(row)?.[1] ?? '';
      await admin('questions', 'set-answer', teaId, 'Thé', '--language', 'fr');
      assert.match(await admin('questions', 'list', '--language', 'fr'), /\d+: Thé \|/);
      assert.match(await admin('questions', 'list', '--language', 'sp'), /Tea or coffee\?/);
      await assert.rejects(
        admin('questions', 'add', 'fun', 'One answer?', 'Why not.', 'Only'),
        /2 to 4 answers/,
      );
      await assert.rejects(
        admin('questions', 'set-category', id, 'gossip'),
        /A category is one of/,
      );
      await admin('questions', 'remove', id);
      assert.doesNotMatch(await admin('questions', 'list'), /Tea or coffee\?/);
      await assert.rejects(
        admin('questions', 'remove', id),
        new RegExp(`No question with id ${id}`),
      );
    });

    it('help set replaces a page from a file, sanitised, as webhelppages shows it', async () => {
      const file = path.join(scratch, 'faq.html');
      await writeFile(file, '<h2>FAQ</h2><p>Ask us.</p><script>alert(1)</script>');

      await admin('help', 'set', '4', '--title', 'Questions', '--file', file);

      const body = (
        await suite.app.inject({ method: 'POST', url: '/api/webhelppages' })
      ).json<HelpPagesResponse>();
      assert.deepEqual(
        body.helppages.find((page) => page.id === 4),
        { id: 4, title: 'Questions', description: '<h2>FAQ</h2><p>Ask us.</p>' },
      );
    });

    it('members list shows the members; members delete removes one for good', async () => {
      const member = await createTestMember(suite.app, { name: 'Grace Hopper' });

      const listed = await admin('members', 'list');
      assert.match(
        listed,
        new RegExp(`^${member.id}\\s+${member.email}\\s+Grace Hopper\\s+active\\s`, 'm'),
      );

      await admin('members', 'delete', member.email.toUpperCase());

      assert.doesNotMatch(await admin('members', 'list'), new RegExp(member.email));
      const signedIn = await suite.app.inject({
        method: 'POST',
        url: '/api/webprofile',
        headers: member.headers,
      });
      assert.equal(signedIn.statusCode, 401);
      await assert.rejects(admin('members', 'delete', member.email), /Email Id not registered/);
    });

    it('moderators add, list and remove the role; the member is a moderator at the next call', async () => {
      const member = await createTestMember(suite.app, { name: 'Ada Moderator' });
      const queue = () =>
        suite.app.inject({ method: 'POST', url: '/api/moderationqueue', headers: member.headers });
      assert.equal((await queue()).statusCode, 403);

      assert.equal(
        await admin('moderators', 'add', member.email.toUpperCase()),
        `${member.email.toUpperCase()} is now a moderator\n`,
      );
      assert.match(
        await admin('moderators', 'list'),
        new RegExp(`^${member.id}\\s+${member.email}\\s+Ada Moderator\\s+moderator$`, 'm'),
      );
      assert.equal((await queue()).statusCode, 200);

      await admin('moderators', 'remove', member.email);
      assert.doesNotMatch(await admin('moderators', 'list'), new RegExp(member.email));
      assert.equal((await queue()).statusCode, 403);
      await assert.rejects(
        admin('moderators', 'add', 'nobody@example.com'),
        /Email Id not registered/,
      );
    });

    it('qa add, list and remove the QA role, read afresh at each check', async () => {
      const member = await createTestMember(suite.app, { name: 'Quinn Tester' });
      await admin('qa', 'add', member.email.toUpperCase());
      assert.match(
        await admin('qa', 'list'),
        new RegExp(`^${member.id}\\s+${member.email}\\s+Quinn Tester$`, 'm'),
      );
      assert.equal(await suite.app.services.qaMembers.isQa(member.id), true);

      await admin('qa', 'remove', member.email);
      assert.doesNotMatch(await admin('qa', 'list'), new RegExp(member.email));
      assert.equal(await suite.app.services.qaMembers.isQa(member.id), false);
      await assert.rejects(admin('qa', 'add', 'nobody@example.com'), /Email Id not registered/);
    });

    it('--language edits and lists one language, leaving English as it was', async () => {
      await admin('purposes', 'set-name', '3', 'Papoter', '--language', 'fr');
      await admin('interests', 'translate', 'Travel', 'Voyages lointains', '--language', 'fr');
      await admin('plans', 'set-type', '1', 'Un mois', '--language', 'fr');

      assert.match(await admin('purposes', 'list', '--language', 'fr'), /^3\s+Papoter\s/m);
      assert.match(await admin('purposes', 'list'), /^3\s+Chat\s/m);
      assert.match(
        await admin('interests', 'list', '--language', 'fr'),
        /^Voyages lointains\s+Travel$/m,
      );
      assert.match(await admin('plans', 'list', '--language', 'fr'), /^1\s+30\s+Un mois\s/m);
      assert.match(await admin('plans', 'list'), /^1\s+30\s+1 Month\s/m);
      const french = (
        await suite.app.inject({ method: 'GET', url: '/api/admindatas?language=fr' })
      ).json<AdminDataResponse>().result;
      assert.equal(french.peoplefor.find((purpose) => purpose.id === 3)?.name, 'Papoter');
      assert.ok(french.interests.some((interest) => interest.name === 'Voyages lointains'));
    });

    it('help set --language replaces one language of a page; webhelppages answers it there', async () => {
      const file = path.join(scratch, 'faq-ar.html');
      await writeFile(file, '<p>اسألنا.</p><script>alert(1)</script>');

      await admin('help', 'set', '4', '--title', 'أسئلة', '--file', file, '--language', 'ar');

      const pages = async (language: string) =>
        (
          await suite.app.inject({
            method: 'POST',
            url: '/api/webhelppages',
            payload: { language },
          })
        ).json<HelpPagesResponse>().helppages;
      assert.deepEqual(
        (await pages('ar')).find((page) => page.id === 4),
        { id: 4, title: 'أسئلة', description: '<p>اسألنا.</p>' },
      );
      assert.equal((await pages('fr')).find((page) => page.id === 4)?.title, 'FAQ');
      assert.match(await admin('help', 'list', '--language', 'ar'), /^4\s+أسئلة\s/m);
    });

    it("settings set --language translates the app of the day's texts and nothing else", async () => {
      await admin(
        'settings',
        'set',
        'app_description',
        'Des recettes chaque jour',
        '--language',
        'fr',
      );

      assert.match(
        await admin('settings', 'list', '--language', 'fr'),
        /^app_description\s+Des recettes chaque jour$/m,
      );
      await assert.rejects(
        admin('settings', 'set', 'max_age', '70', '--language', 'fr'),
        /same in every language/,
      );
    });

    it('refuses a language the product does not offer, and translating into English', async () => {
      await assert.rejects(admin('purposes', 'list', '--language', 'de'), /one of en, fr, sp, ar/);
      await assert.rejects(admin('interests', 'translate', 'Travel', 'Viajes'), /--language/);
      await assert.rejects(
        admin('interests', 'translate', 'Travel', 'Journeys', '--language', 'en'),
        /not renamed/,
      );
      await assert.rejects(
        admin('interests', 'translate', 'Polo', 'Polo', '--language', 'sp'),
        /No interest "Polo"/,
      );
    });

    it('purposes list shows each purpose with its id', async () => {
      const listed = await admin('purposes', 'list');

      assert.match(listed, /^1\s+Relationship\s+\/static\/purposes\/relationship\.svg$/m);
      assert.equal(listed.trim().split('\n').length, 6);
    });
  });
}

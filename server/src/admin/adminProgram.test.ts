import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { AdminDataResponse, HelpPagesResponse } from '@dating/shared/api';
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

    it('purposes list shows each purpose with its id', async () => {
      const listed = await admin('purposes', 'list');

      assert.match(listed, /^1\s+Relationship\s+\/static\/purposes\/relationship\.svg$/m);
      assert.equal(listed.trim().split('\n').length, 6);
    });
  });
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CheckEmailResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { createAdminProgram } from '../../admin/adminProgram';
import { createAdminServices } from '../../admin/createAdminServices';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';
import { signUpFields, uploadPhoto } from '../../../test/support/signUpThroughApi';

for (const backend of testBackends()) {
  describe(`e-mail verification at sign-up on ${backend.name}`, { skip: backend.skip }, () => {
    // A production server without SMTP_URL: mail reaches no one and no outbox can be read.
    const suite = useTestApp(backend, {
      config: {
        production: true,
        mail: { ...testConfig().mail, smtpUrl: undefined, outboxReadable: false },
      },
    });

    /** `pnpm admin settings set <key> <value>`. */
    async function setSetting(key: string, value: string): Promise<void> {
      const services = createAdminServices(suite.database.handle.db, testConfig());
      const program = createAdminProgram(services, { write: () => {}, writeError: () => {} });
      await program.parseAsync(['settings', 'set', key, value], { from: 'user' });
    }

    /** The sign-up flow without the code: e-mail check, photo, signupweb. */
    async function signUpWithoutCode() {
      const fields = signUpFields();
      const remoteAddress = '192.0.2.20';
      const check = await suite.app.inject({
        method: 'POST',
        url: '/api/webcheckemail',
        remoteAddress,
        payload: { email: fields.email },
      });
      const image_name = await uploadPhoto(suite.app, undefined, remoteAddress);
      const signUp = await suite.app.inject({
        method: 'POST',
        url: '/api/signupweb',
        remoteAddress,
        payload: { ...fields, image_name },
      });
      return { check, signUp };
    }

    it('still asks for the mailed code when mail reaches no one', async () => {
      const { check, signUp } = await signUpWithoutCode();

      assert.equal(check.statusCode, 200, check.body);
      assert.equal(check.json<CheckEmailResponse>().email_verified, 'enabled');
      assert.equal(signUp.statusCode, 400);
      assert.equal(signUp.json<{ message: string }>().message, MESSAGES.emailNotVerified);
    });

    it('lets members in without a code only once an admin turns verification off', async () => {
      await setSetting('email_verification', 'off');
      try {
        const { check, signUp } = await signUpWithoutCode();

        assert.equal(check.json<CheckEmailResponse>().email_verified, 'disabled');
        assert.equal(check.json<{ message: string }>().message, MESSAGES.emailAvailable);
        assert.equal(signUp.statusCode, 200, signUp.body);
      } finally {
        await setSetting('email_verification', 'on');
      }
      const { signUp } = await signUpWithoutCode();
      assert.equal(signUp.statusCode, 400, 'on again');
    });

    it('refuses a setting value other than on or off', async () => {
      await assert.rejects(setSetting('email_verification', 'false'), /must be one of on, off/);
      const { signUp } = await signUpWithoutCode();
      assert.equal(signUp.statusCode, 400);
    });
  });
}

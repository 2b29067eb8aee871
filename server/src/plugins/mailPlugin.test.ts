import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, it } from 'node:test';
import type { DevMailResponse } from '@dating/contract/schemas';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { testConfig } from '../../test/support/testConfig';
import { signUpFields } from '../../test/support/signUpThroughApi';
import { undeliveredMailWarning } from './mailPlugin';

for (const backend of testBackends()) {
  describe(`the development outbox on ${backend.name}`, { skip: backend.skip }, () => {
    // Behind one proxy, as a deployment that forgot SMTP_URL would be.
    const suite = useTestApp(backend, { listen: true, config: { trustProxy: { hops: 1 } } });

    /** A sign-up code waiting in the outbox for a new address. */
    async function mailedAddress(): Promise<string> {
      const { email } = signUpFields();
      const check = await suite.app.inject({
        method: 'POST',
        url: '/api/webcheckemail',
        remoteAddress: '192.0.2.10',
        payload: { email },
      });
      assert.equal(check.statusCode, 200, check.body);
      return email;
    }

    const outboxPath = (email: string) => `/api/dev/mail?to=${encodeURIComponent(email)}`;

    /** What any address the server does not know answers: the outbox must look the same. */
    async function unknownRoute(): Promise<{ status: number; body: string }> {
      const response = await fetch(`${suite.url}/api/dev/nothing-here?to=x`);
      return { status: response.status, body: await response.text() };
    }

    it('shows the code to a client on this machine talking to the server directly', async () => {
      const email = await mailedAddress();

      const response = await fetch(`${suite.url}${outboxPath(email)}`);

      assert.equal(response.status, 200);
      const { mails } = (await response.json()) as DevMailResponse;
      assert.match(mails.at(-1)?.text ?? '', /\b\d{4}\b/);
    });

    it('is not there for a request a proxy passed on, whatever address it claims', async () => {
      const email = await mailedAddress();
      const notFound = await unknownRoute();
      assert.equal(notFound.status, 404);

      const proxied: Record<string, string>[] = [
        { 'X-Forwarded-For': '127.0.0.1' },
        { 'X-Forwarded-For': '203.0.113.7' },
        { 'X-Forwarded-For': '::1, 127.0.0.1' },
        { Forwarded: 'for=127.0.0.1' },
        { 'X-Real-IP': '127.0.0.1' },
        { Via: '1.1 proxy.internal' },
      ];
      for (const headers of proxied) {
        const response = await fetch(`${suite.url}${outboxPath(email)}`, { headers });
        assert.deepEqual(
          { status: response.status, body: await response.text() },
          notFound,
          JSON.stringify(headers),
        );
      }
    });

    it('is not there for a client on another machine, not even to refuse bad input', async () => {
      const email = await mailedAddress();
      const notFound = await suite.app.inject({ method: 'GET', url: '/api/dev/nothing-here' });

      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1']) {
        for (const url of [outboxPath(email), '/api/dev/mail']) {
          const response = await suite.app.inject({ method: 'GET', url, remoteAddress });
          assert.equal(response.statusCode, 404, `${remoteAddress} ${url}`);
          assert.equal(response.body, notFound.body);
        }
      }
    });

    it('counts every loopback address of this machine as this machine', async () => {
      const email = await mailedAddress();

      for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
        const response = await suite.app.inject({
          method: 'GET',
          url: outboxPath(email),
          remoteAddress,
        });
        assert.equal(response.statusCode, 200, remoteAddress);
      }
    });
  });
}

/** An IPv4 address of this machine that is not loopback, to reach it as another machine would. */
const outwardAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

describe(
  'the development outbox on every interface',
  {
    skip: outwardAddress ? false : 'this machine has no network interface but loopback',
  },
  () => {
    const [backend] = testBackends();
    const suite = useTestApp(backend!, { config: { host: '0.0.0.0' } });

    it('is not there for a request that reached the server from the network', async () => {
      await suite.app.listen({ port: 0, host: '0.0.0.0' });
      const { port } = suite.app.server.address() as AddressInfo;
      const path = '/api/dev/mail?to=someone%40example.com';

      const outside = await fetch(`http://${outwardAddress}:${port}${path}`);
      const unknown = await fetch(`http://${outwardAddress}:${port}/api/dev/nothing-here`);
      const local = await fetch(`http://127.0.0.1:${port}${path}`);

      assert.equal(outside.status, 404);
      assert.equal(await outside.text(), await unknown.text());
      assert.equal(local.status, 200);
    });
  },
);

describe('the warning at start when mail reaches no member', () => {
  const local = testConfig({ host: '127.0.0.1', trustProxy: null });
  const noSmtp = { ...local.mail, smtpUrl: undefined, outboxReadable: true };

  it('is quiet with SMTP, and on a server only this machine reaches', () => {
    const smtp = { ...noSmtp, smtpUrl: 'smtps://user:pass@smtp.example.com:465' };
    assert.equal(undeliveredMailWarning({ ...local, host: '0.0.0.0', mail: smtp }), null);
    assert.equal(undeliveredMailWarning({ ...local, mail: noSmtp }), null);
    assert.equal(undeliveredMailWarning({ ...local, host: 'localhost', mail: noSmtp }), null);
  });

  it('says members get no codes when others can reach the server without SMTP', () => {
    for (const exposed of [
      { host: '0.0.0.0' },
      { host: '::' },
      { host: '192.0.2.5' },
      { trustProxy: { hops: 1 } },
    ]) {
      const warning = undeliveredMailWarning({ ...local, ...exposed, mail: noSmtp });
      assert.match(warning ?? '', /members cannot receive sign-up or password reset codes/);
      assert.match(warning ?? '', /Set SMTP_URL/);
    }
    const unread = undeliveredMailWarning({ ...local, mail: { ...noSmtp, outboxReadable: false } });
    assert.match(unread ?? '', /members cannot receive sign-up or password reset codes/);
  });
});

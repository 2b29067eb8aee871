import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { createTestMember } from '../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../test/support/testPictures';
import { HOUR_MS } from './rateLimiter';

const MB = 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: { status: string; message: string };
  /** Body bytes the client had written when the answer came. */
  bodyBytesSent: number;
}

/**
 * A POST written on a socket of its own: the headers, then `body` chunk by chunk (nothing when
 * there is none) for as long as the server reads. Answers once the server has answered and
 * closed the connection; a server that keeps reading or keeps the connection open fails it.
 */
function rawPost(
  url: string,
  path: string,
  headers: Record<string, string | number>,
  body?: { chunk: Buffer; chunks: number; chunked: boolean },
): Promise<RawAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    let bodyBytesSent = 0;
    let answered = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer, or the connection was kept open, within 5 s'));
    }, 5000);
    socket.on('data', (data) => {
      answered = true;
      received.push(data);
    });
    // Writing on after the server closed fails: what matters is what it answered.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', json = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const answerHeaders = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      try {
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers: answerHeaders,
          body: JSON.parse(json) as RawAnswer['body'],
          bodyBytesSent,
        });
      } catch {
        reject(new Error(`not an answer: ${text.slice(0, 200)}`));
      }
    });
    const send = async () => {
      const head = Object.entries({ host: `127.0.0.1:${port}`, ...headers })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      if (!body) return;
      for (let sent = 0; sent < body.chunks && !answered && !socket.destroyed; sent += 1) {
        const framed = body.chunked
          ? Buffer.concat([
              Buffer.from(`${body.chunk.length.toString(16)}\r\n`),
              body.chunk,
              Buffer.from('\r\n'),
            ])
          : body.chunk;
        if (!socket.write(framed)) await new Promise((resume) => socket.once('drain', resume));
        bodyBytesSent += body.chunk.length;
        // The server's answer gets a chance to arrive between chunks.
        await new Promise((resume) => setImmediate(resume));
      }
    };
    socket.on('connect', () => void send());
  });
}

for (const backend of testBackends()) {
  describe(`upload limits before bodies on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { listen: true });

    it('answers a 12 MB upload 413 from its headers, saying the size allowed, and closes', async () => {
      const answer = await rawPost(suite.url, '/api/uploadimageweb', {
        'content-type': 'application/json',
        'content-length': 12 * MB,
      });

      assert.equal(answer.status, 413);
      assert.deepEqual(answer.body, {
        status: 'false',
        message: 'The image is too large (3 MB at most)',
      });
      assert.equal(answer.headers.connection, 'close');
      assert.equal(answer.bodyBytesSent, 0, 'answered before any of the body was sent');
    });

    it('answers a 12 MB selfie 413 with the selfie’s own size', async () => {
      const member = await createTestMember(suite.app);
      const answer = await rawPost(suite.url, '/api/webverifyselfie', {
        ...member.headers,
        'content-type': 'application/json',
        'content-length': 12 * MB,
      });

      assert.equal(answer.status, 413);
      assert.equal(answer.body.message, 'The selfie is too large (3 MB at most)');
      assert.equal(answer.headers.connection, 'close');
    });

    it('cuts a chunked body off as soon as it passes the limit', async () => {
      const member = await createTestMember(suite.app);
      // 64 MB offered in 64 KB chunks, never ended: only cutting it off answers. What the
      // client gets to write before the cut reaches it is up to the kernel's buffers (the
      // receiving side's grows to 32 MB on a busy machine), so the check is that it never got
      // to write the whole body, as a server reading to the end would let it.
      const answer = await rawPost(
        suite.url,
        '/api/uploadimagechat',
        { ...member.headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        { chunk: Buffer.alloc(64 * 1024, 0x61), chunks: 1024, chunked: true },
      );

      assert.equal(answer.status, 413);
      assert.equal(answer.body.message, 'The image is too large (3 MB at most)');
      assert.ok(answer.bodyBytesSent < 64 * MB, 'the whole body was sent');
    });

    it('cuts a multipart body off at the limit', async () => {
      const member = await createTestMember(suite.app);
      const boundary = 'limit-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"\r\n\r\n`),
        Buffer.alloc(5 * MB, 0x61),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await suite.app.inject({
        method: 'POST',
        url: '/api/uploadimagechat',
        headers: { ...member.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        // A stream: sent without a length, as a chunked body would come.
        payload: Readable.from([payload]),
      });

      assert.equal(answer.statusCode, 413);
      assert.equal(
        answer.json<{ message: string }>().message,
        'The image is too large (3 MB at most)',
      );
    });

    it('answers a member over the limit 429 without reading the body', async () => {
      const member = await createTestMember(suite.app);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await suite.app.services.rateLimiter.take(`verify-selfie:${member.id}`, {
          limits: [{ max: 10, windowMs: HOUR_MS }],
        });
      }

      // A body within the limit, announced but never sent.
      const answer = await rawPost(suite.url, '/api/webverifyselfie', {
        ...member.headers,
        'content-type': 'application/json',
        'content-length': 2 * MB,
      });

      assert.equal(answer.status, 429);
      assert.match(answer.body.message, /^Too many attempts/);
      assert.ok(Number(answer.headers['retry-after']) > 0);
      assert.equal(answer.headers.connection, 'close');
    });

    it('answers an anonymous upload over its address’s limit 429 without reading the body', async () => {
      const file = dataUrlOf(await smallPng());
      const upload = () =>
        suite.app.inject({
          method: 'POST',
          url: '/api/uploadimageweb',
          payload: { file, language: 'en' },
          remoteAddress: '127.0.0.1',
        });
      for (let count = 0; count < 30; count += 1) assert.equal((await upload()).statusCode, 200);

      const answer = await rawPost(suite.url, '/api/uploadimageweb', {
        'content-type': 'application/json',
        'content-length': 2 * MB,
      });

      assert.equal(answer.status, 429);
      assert.equal(answer.headers.connection, 'close');
    });

    it('counts a member’s uploads per member, not against the address visitors used up', async () => {
      const file = dataUrlOf(await smallPng());
      const uploadFrom = (headers: Record<string, string>) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/uploadimageweb',
          headers,
          payload: { file, language: 'en' },
          remoteAddress: '192.0.2.20',
        });
      for (let count = 0; count < 30; count += 1) {
        await suite.app.services.rateLimiter.take('upload-ip:192.0.2.20', {
          limits: [{ max: 30, windowMs: HOUR_MS }],
        });
      }
      const member = await createTestMember(suite.app);

      assert.equal((await uploadFrom({})).statusCode, 429);
      assert.equal((await uploadFrom(member.headers)).statusCode, 200);
    });

    it('answers 503 Retry-After when the caller’s heavy work is full, and serves another caller', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const caller = 'address:192.0.2.10';
      // One running and two waiting: the most one caller may have.
      const holding = [0, 1, 2].map(() => suite.app.heavyWork.run(caller, () => held));
      const file = dataUrlOf(await smallPng());
      const upload = (remoteAddress: string) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/uploadimageweb',
          payload: { file, language: 'en' },
          remoteAddress,
        });

      const refused = await upload('192.0.2.10');
      const other = upload('192.0.2.11');
      release();

      assert.equal(refused.statusCode, 503);
      assert.equal(refused.headers['retry-after'], '2');
      assert.equal(
        refused.json<{ message: string }>().message,
        'The server is busy. Please try again in a moment',
      );
      assert.equal((await other).statusCode, 200);
      await Promise.all(holding);
    });
  });
}

// Pacing does not depend on the database: PGlite alone.
const [pglite] = testBackends();
if (pglite) {
  describe('early answers to a flooding client', () => {
    const FLOODER = '203.0.113.7';
    const suite = useTestApp(pglite, { listen: true, config: { trustProxy: { hops: 1 } } });
    const tooLargeFrom = (address: string) =>
      rawPost(suite.url, '/api/uploadimageweb', {
        'x-forwarded-for': address,
        'content-type': 'application/json',
        'content-length': 12 * MB,
      });

    it('are paced for the flooding caller while another caller is answered at once', async () => {
      const started = Date.now();
      const answeredAt: number[] = [];
      const flood = Array.from({ length: 10 }, () =>
        tooLargeFrom(FLOODER).then((answer) => {
          answeredAt.push(Date.now());
          return answer;
        }),
      );
      // Sent once the flood's requests have reached the server.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const other = await tooLargeFrom('198.51.100.8');
      const otherAnsweredAt = Date.now();
      const flooded = await Promise.all(flood);

      assert.deepEqual(
        flooded.map((answer) => answer.status),
        Array.from({ length: 10 }, () => 413),
        'every flood request still has its answer',
      );
      assert.equal(other.status, 413);
      const lastAt = Math.max(...answeredAt);
      // Ten answers 50 ms apart: the last goes 450 ms after the first at least.
      assert.ok(lastAt - started >= 440, `the flood was answered within ${lastAt - started} ms`);
      assert.ok(otherAnsweredAt < lastAt, 'the other caller did not wait for the flood');
    });
  });
}

import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// A name the push service's certificate also holds, for tests that resolve it themselves.
export const PUSH_SERVICE_NAME = 'push.rebound.test';

/**
 * A push service on this machine (https, self-signed): records what it receives and answers
 * 201, or 410 for endpoints under /gone/.
 */
export async function startPushService(): Promise<{
  server: Server;
  origin: string;
  port: number;
  ca: Buffer;
  agent: Agent;
  received: PushRequest[];
  cleanup: () => void;
}> {
  const folder = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', `subjectAltName=IP:127.0.0.1,DNS:${PUSH_SERVICE_NAME}`,
  ], { stdio: 'ignore' }); // prettier-ignore
  const received: PushRequest[] = [];
  const server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, reply) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        reply.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
        reply.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ca = readFileSync(cert);
  return {
    server,
    origin: `https://127.0.0.1:${port}`,
    port,
    ca,
    agent: new Agent({ ca }),
    received,
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** What a browser's PushManager.subscribe answers: a P-256 key and a 16-byte secret. */
export function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

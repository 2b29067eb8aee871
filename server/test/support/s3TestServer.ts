import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type S3Config } from '../../src/config';

export interface S3TestServer {
  /** The S3 settings of the empty bucket, as S3_* variables for a MinIO-like service give. */
  config: S3Config;
  close(): Promise<void>;
}

/** An S3-compatible server in this process (s3rver) holding one empty bucket, files in a temp folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'dating-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const { port } = await server.run();
  const { s3 } = loadConfig({
    S3_BUCKET: 'photos',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  if (!s3) throw new Error('S3_BUCKET did not turn S3 on');
  return {
    config: s3,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

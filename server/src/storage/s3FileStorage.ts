import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { isStorageKey, type FileStorage } from './fileStorage';

/** Every upload gets a new random key: an object at a given address never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Files in an S3 bucket (AWS or another S3-compatible service). Browsers load them from
 * config.publicUrl, so the bucket (or a CDN in front of it) must allow public reads.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: CACHE_FOREVER,
      }),
    );
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    // The default metadata directive (COPY) keeps the source's content type and caching.
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.config.bucket,
        Key: checkedKey(toKey),
        CopySource: `${this.config.bucket}/${checkedKey(fromKey)}`,
      }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) }),
    );
    if (!answer.Body) throw new Error(`Empty object: ${key}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    // S3 answers a missing key with success too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) }),
    );
  }

  urlOf(key: string): string {
    return `${this.config.publicUrl}${key}`;
  }
}

/** Keys are generated here, but a key reaching elsewhere in the bucket must be impossible. */
function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

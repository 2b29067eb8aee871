import type { AppConfig } from '../config';
import type { FileStorage } from './fileStorage';
import { LocalFileStorage, UPLOADS_URL_PREFIX } from './localFileStorage';
import { S3FileStorage } from './s3FileStorage';

/** The configured storage of photos: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createFileStorage(config: Pick<AppConfig, 'uploadsDir' | 's3'>): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3)
    : new LocalFileStorage(config.uploadsDir, UPLOADS_URL_PREFIX);
}

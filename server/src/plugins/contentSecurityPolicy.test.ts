import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testConfig } from '../../test/support/testConfig';
import { contentSecurityPolicy } from './contentSecurityPolicy';

describe('contentSecurityPolicy', () => {
  it('lets pages load photos from the S3 public address only when S3 is configured', () => {
    const s3 = {
      bucket: 'photos',
      region: 'eu-west-3',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://photos.cdn.example/uploads/',
    };

    assert.deepEqual(contentSecurityPolicy(testConfig({ s3 }))['img-src'], [
      "'self'",
      'data:',
      'blob:',
      'https://photos.cdn.example',
    ]);
    assert.deepEqual(contentSecurityPolicy(testConfig())['img-src'], ["'self'", 'data:', 'blob:']);
  });
});

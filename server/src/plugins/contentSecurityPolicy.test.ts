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

  it("lets a voice note play from the member's memory (fetched with their token), and nothing else", () => {
    assert.deepEqual(contentSecurityPolicy(testConfig())['media-src'], ["'self'", 'blob:']);
  });

  it('lets pages run the remote builds released to the S3 bucket only when S3 is configured', () => {
    const s3 = {
      bucket: 'files',
      region: 'eu-west-3',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://files.cdn.example/store/',
    };
    const policy = contentSecurityPolicy(testConfig({ s3, serveWeb: false }));
    for (const directive of ['script-src', 'style-src', 'font-src'] as const) {
      assert.ok(policy[directive]?.includes('https://files.cdn.example'), directive);
    }
    assert.deepEqual(contentSecurityPolicy(testConfig({ serveWeb: false }))['script-src'], [
      "'self'",
    ]);
  });
});

import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/config';

/**
 * The configuration of a test app: quiet, no web folders, uploads in the system's temporary
 * folder (never the repository's data/), as are the VAPID keys and the social stand-in's
 * and mail links' secrets; any override on top.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', SERVE_WEB: '0' });
  return {
    ...base,
    uploadsDir: path.join(tmpdir(), `dating-test-uploads-${process.pid}`),
    push: { ...base.push, keysFile: path.join(tmpdir(), `dating-test-vapid-${process.pid}.json`) },
    standInSecretFile: path.join(tmpdir(), `dating-test-stand-in-${process.pid}.key`),
    mail: {
      ...base.mail,
      linksSecretFile: path.join(tmpdir(), `dating-test-mail-links-${process.pid}.key`),
    },
    // The models take seconds and 150 MB to load: only the suites about them switch them on.
    vision: false,
    ...overrides,
  };
}

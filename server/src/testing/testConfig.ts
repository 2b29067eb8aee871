import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';

/**
 * The configuration of a test app: quiet, no web folders, uploads in the system's temporary
 * folder (never the repository's data/), any override on top.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SERVE_WEB: '0' }),
    uploadsDir: path.join(tmpdir(), `dating-test-uploads-${process.pid}`),
    ...overrides,
  };
}

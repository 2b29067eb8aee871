import { loadConfig, type AppConfig } from '../config';

/** The configuration of a test app: quiet, no web folders, any override on top. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent', SERVE_WEB: '0' }), ...overrides };
}

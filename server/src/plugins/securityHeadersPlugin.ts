import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/**
 * The security headers of every answer (helmet): the Content-Security-Policy, nosniff, a strict
 * Referrer-Policy, no framing; and `Cache-Control: no-store` on a signed-in member's JSON, so a
 * shared or back-button cache never keeps one member's data. Registered before every route.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { config } = app;
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // The shell's Facebook sign-in is a popup that reports back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Remotes and photos may be loaded by a shell on another origin (REMOTE_*_URL).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Only over TLS in production: a browser would otherwise pin plain-http development hosts.
      strictTransportSecurity: config.production,
    });

    app.addHook('onSend', async (request, reply) => {
      const type = reply.getHeader('content-type');
      if (request.member && typeof type === 'string' && type.startsWith('application/json')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CALLS, type CallContract, type CallName } from '@dating/contract/schemas';
import { registeredRoutes } from '../docs/apiDoc';
import type { RegisteredRoute } from '../plugins/routeRegistryPlugin';

/** Served outside the calls of spec section 7: probes and files. */
const NOT_CALLS = new Set(['/healthz', '/readyz', '/favicon.ico', '/uploads/*', '/static/*', '*']);

describe('the wire contract', () => {
  let routes: readonly RegisteredRoute[];
  before(async () => {
    routes = await registeredRoutes();
  });

  it('serves every call of the contract, validated and answered with its own schemas', () => {
    for (const [name, call] of Object.entries(CALLS) as [CallName, CallContract][]) {
      for (const method of call.methods) {
        const route = routes.find((r) => r.method === method && r.url === `/api/${name}`);
        assert.ok(route, `${method} /api/${name} is in the contract but not served`);
        const schema = route.schema as Record<string, unknown> | undefined;
        assert.equal(schema?.body, call.body, `${name}: the body schema is not the contract's`);
        assert.equal(schema?.querystring, call.query, `${name}: the query is not the contract's`);
        assert.equal(
          (schema?.response as Record<number, unknown> | undefined)?.[200],
          call.reply,
          `${name}: the answer is not serialised with the contract's schema`,
        );
      }
    }
  });

  it('has every call the server serves', () => {
    const served = routes.filter((r) => r.method !== 'HEAD' && !NOT_CALLS.has(r.url));
    const missing = served.filter((route) => {
      const call = (CALLS as Record<string, CallContract>)[route.url.replace(/^\/api\//, '')];
      return !call?.methods.includes(route.method as 'GET' | 'POST');
    });
    assert.deepEqual(
      missing.map((r) => `${r.method} ${r.url}`),
      [],
      'served without being in the contract',
    );
  });
});

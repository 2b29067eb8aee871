import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { API_DOC_COMMAND, API_DOC_FILE, registeredRoutes, renderApiDoc } from './apiDoc';

describe('docs/API.md', () => {
  it('is what the route registry, the services and the front-ends make of it now', async () => {
    const expected = renderApiDoc(await registeredRoutes());
    assert.ok(
      readFileSync(API_DOC_FILE, 'utf8') === expected,
      `docs/API.md is out of date: run \`${API_DOC_COMMAND}\` and commit it`,
    );
  });
});

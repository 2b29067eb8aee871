import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeServices, CompositionError, orderModules } from './compose';
import { defineModule, type ServerModule } from './defineModule';
import { SERVER_MODULES } from './serverModules';
import type { Infrastructure, Services } from './services';

/** A module of the tests: provides and needs services by name, records when it is built. */
function testModule(
  name: string,
  provides: readonly (keyof Services)[],
  needs: readonly (keyof Services)[],
  built: string[] = [],
): ServerModule {
  return {
    name,
    provides,
    needs,
    build: (given) => {
      for (const need of needs) assert.ok(given[need], `${name} is given ${need}`);
      built.push(name);
      return Object.fromEntries(provides.map((service) => [service, { of: name }]));
    },
  };
}

const names = (modules: readonly ServerModule[]) => modules.map((module) => module.name);
const infrastructure = { rateLimiter: {} } as Infrastructure;

describe('the composition root', () => {
  it('builds each module after the modules providing what it needs, whatever the list order', () => {
    const built: string[] = [];
    const { services, modules } = composeServices(
      [
        testModule('chat', ['chat'], ['push', 'vision'], built),
        testModule('push', ['push'], [], built),
        testModule('vision', ['vision'], ['content'], built),
        testModule('content', ['content'], [], built),
      ],
      infrastructure,
    );
    assert.deepEqual(built, ['push', 'content', 'vision', 'chat']);
    assert.deepEqual(names(modules), built);
    assert.deepEqual(services.chat, { of: 'chat' });
    assert.equal(services.rateLimiter, infrastructure.rateLimiter, "the root's own service");
  });

  it('builds only what the wanted services need (the admin CLI)', () => {
    const built: string[] = [];
    const { services } = composeServices(
      [
        testModule('chat', ['chat'], ['push'], built),
        testModule('push', ['push'], [], built),
        testModule('content', ['content'], [], built),
        testModule('photos', ['photos'], ['content'], built),
      ],
      infrastructure,
      ['photos'],
    );
    assert.deepEqual(built, ['content', 'photos']);
    assert.deepEqual(Object.keys(services).sort(), ['content', 'photos', 'rateLimiter']);
  });

  it('refuses a cycle, naming the modules in it', () => {
    assert.throws(
      () =>
        orderModules([
          testModule('content', ['content'], []),
          testModule('photos', ['photos'], ['content', 'moderation']),
          testModule('moderation', ['moderation'], ['chat']),
          testModule('chat', ['chat'], ['photos']),
        ]),
      (error) =>
        error instanceof CompositionError &&
        error.message ===
          'modules depend on each other in a cycle: photos → moderation → chat → photos',
    );
  });

  it('refuses a need no module provides, naming both', () => {
    assert.throws(
      () => orderModules([testModule('chat', ['chat'], ['push'])]),
      new CompositionError('module chat needs push, which no module provides'),
    );
  });

  it('refuses a service provided twice, and a module declared twice', () => {
    assert.throws(
      () => orderModules([testModule('a', ['push'], []), testModule('b', ['push'], [])]),
      new CompositionError('service push is provided by module b and by module a'),
    );
    assert.throws(
      () => orderModules([testModule('a', [], []), testModule('a', [], [])]),
      new CompositionError('module a is declared twice'),
    );
  });

  it('refuses a module that does not build what it declares', () => {
    const liar = defineModule({
      name: 'liar',
      provides: ['push'],
      build: () => ({}) as Pick<Services, 'push'>,
    });
    assert.throws(
      () => composeServices([liar], infrastructure),
      new CompositionError('module liar did not build push'),
    );
  });

  it("orders the server's own modules: every need provided, no cycle", () => {
    const ordered = names(orderModules(SERVER_MODULES));
    assert.equal(ordered.length, SERVER_MODULES.length);
    for (const module of SERVER_MODULES) {
      for (const need of module.needs) {
        const provider = SERVER_MODULES.find((other) => other.provides.includes(need));
        if (!provider) continue;
        assert.ok(
          ordered.indexOf(provider.name) < ordered.indexOf(module.name),
          `${provider.name} before ${module.name}`,
        );
      }
    }
  });
});

import type { ServerModule } from './defineModule';
import type { Infrastructure, ServiceName, Services } from './services';

/** A module list that cannot be assembled: a need no module provides, a cycle, a name twice. */
export class CompositionError extends Error {}

/** Services the root makes itself, from the infrastructure, rather than a module. */
const ROOT_SERVICES: readonly ServiceName[] = ['rateLimiter'];

/**
 * The modules in dependency order: each after the modules providing what it needs, otherwise
 * in the order given. With `wanted`, only the modules those services need, transitively.
 */
export function orderModules(
  modules: readonly ServerModule[],
  wanted?: readonly ServiceName[],
): ServerModule[] {
  const providerOf = new Map<ServiceName, ServerModule>();
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name))
      throw new CompositionError(`module ${module.name} is declared twice`);
    names.add(module.name);
    for (const service of module.provides) {
      const other = providerOf.get(service);
      if (other || ROOT_SERVICES.includes(service)) {
        throw new CompositionError(
          `service ${service} is provided by module ${module.name} and by ${other ? `module ${other.name}` : 'the root'}`,
        );
      }
      providerOf.set(service, module);
    }
  }
  const providerNeeded = (module: ServerModule, service: ServiceName): ServerModule | null => {
    if (ROOT_SERVICES.includes(service)) return null;
    const provider = providerOf.get(service);
    if (!provider) {
      throw new CompositionError(
        `module ${module.name} needs ${service}, which no module provides`,
      );
    }
    return provider;
  };

  const ordered: ServerModule[] = [];
  const done = new Set<ServerModule>();
  const path: ServerModule[] = [];
  const visit = (module: ServerModule): void => {
    if (done.has(module)) return;
    const at = path.indexOf(module);
    if (at >= 0) {
      const cycle = [...path.slice(at), module].map((m) => m.name).join(' → ');
      throw new CompositionError(`modules depend on each other in a cycle: ${cycle}`);
    }
    path.push(module);
    for (const service of module.needs) {
      const provider = providerNeeded(module, service);
      if (provider) visit(provider);
    }
    path.pop();
    done.add(module);
    ordered.push(module);
  };

  if (wanted) {
    for (const service of wanted) {
      const provider = providerOf.get(service);
      if (provider) visit(provider);
      else if (!ROOT_SERVICES.includes(service)) {
        throw new CompositionError(`${service} is wanted, but no module provides it`);
      }
    }
  } else {
    modules.forEach(visit);
  }
  return ordered;
}

/**
 * The composition root: builds the services of `modules` once, in dependency order, each module
 * given what it declared it needs; with `wanted`, only those services and what they need.
 */
export function composeServices(
  modules: readonly ServerModule[],
  infrastructure: Infrastructure,
): { services: Services; modules: ServerModule[] };
export function composeServices<W extends ServiceName>(
  modules: readonly ServerModule[],
  infrastructure: Infrastructure,
  wanted: readonly W[],
): { services: Pick<Services, W>; modules: ServerModule[] };
export function composeServices(
  modules: readonly ServerModule[],
  infrastructure: Infrastructure,
  wanted?: readonly ServiceName[],
): { services: Services; modules: ServerModule[] } {
  const ordered = orderModules(modules, wanted);
  const built: Partial<Services> = { rateLimiter: infrastructure.rateLimiter };
  for (const module of ordered) {
    if (!module.build) continue;
    const needs: Partial<Services> = {};
    for (const service of module.needs) Object.assign(needs, { [service]: built[service] });
    const provided = module.build(needs as Services, infrastructure);
    for (const service of module.provides) {
      if (provided[service] === undefined) {
        throw new CompositionError(`module ${module.name} did not build ${service}`);
      }
    }
    Object.assign(built, provided);
  }
  // Each module's `provides` was checked above: what was asked for is there.
  return { services: built as Services, modules: ordered };
}

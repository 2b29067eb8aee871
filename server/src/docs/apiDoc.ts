import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { buildApp } from '../app';
import { openDatabase } from '../db/openDatabase';
import type { RegisteredRoute } from '../plugins/routeRegistryPlugin';
import { SOCKET_EVENTS } from '../realtime/socketEvents';
import { testConfig } from '../../test/support/testConfig';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '..');
export const API_DOC_FILE = path.join(REPO_ROOT, 'docs/API.md');
export const API_DOC_COMMAND = 'pnpm --filter @dating/server docs:api';

/** The front-end packages whose sources may name a call or a socket event. */
const FRONT_ENDS = [
  'shell',
  'mf-discovery',
  'mf-chat',
  'mf-profile',
  'mf-payments',
  'mf-moderation',
  'shared/web',
  'shared/ui',
];
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'route']);

/** The routes of the app as `pnpm start` builds it by default, on a throwaway database. */
export async function registeredRoutes(): Promise<readonly RegisteredRoute[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const app = await buildApp(testConfig(), { database });
    await app.close();
    return app.registeredRoutes;
  } finally {
    await database.close();
  }
}

const relative = (file: string) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/**
 * The front-end source files, each read once: tests, test helpers and the wire contract (which
 * names every call without making any) left out.
 */
function frontEndSources(): { pkg: string; text: string }[] {
  return FRONT_ENDS.flatMap((pkg) => {
    const src = path.join(REPO_ROOT, pkg, 'src');
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.split(path.sep).includes('testing'))
      .map((file) => ({ pkg, text: readFileSync(path.join(src, file), 'utf8') }));
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function packagesMatching(sources: { pkg: string; text: string }[], pattern: RegExp): string {
  const found = [...new Set(sources.filter((s) => pattern.test(s.text)).map((s) => s.pkg))];
  return found.length > 0 ? found.map((pkg) => `\`${pkg}\``).join(', ') : '—';
}

/** Where a route's handler is: a route file's `app.post('/x', …, handler)` or `app.route({…})`. */
function handlerOf(file: ts.SourceFile, route: RegisteredRoute): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ROUTE_METHODS.has(node.expression.name.text)
    ) {
      const [first] = node.arguments;
      const method = node.expression.name.text;
      if (method === 'route' && first && ts.isObjectLiteralExpression(first)) {
        const property = (name: string) =>
          first.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
          )?.initializer;
        const url = property('url');
        if (url && ts.isStringLiteral(url) && route.url.endsWith(url.text)) {
          found = property('handler');
        }
      } else if (
        first &&
        ts.isStringLiteral(first) &&
        method.toUpperCase() === route.method &&
        route.url.endsWith(first.text)
      ) {
        found = node.arguments[node.arguments.length - 1];
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `Class.method` of every call in the handler whose receiver is an instance of a …Service. */
function serviceCalls(checker: ts.TypeChecker, handler: ts.Node): string[] {
  const calls: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const receiver = checker.getTypeAtLocation(node.expression.expression).getSymbol();
      if (receiver && receiver.flags & ts.SymbolFlags.Class && receiver.name.endsWith('Service')) {
        calls.push(`${receiver.name}.${node.expression.name.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(handler);
  return [...new Set(calls)];
}

/** The service methods each route's handler calls, read with the compiler's types. */
function serviceMethodsOf(routes: readonly RegisteredRoute[]): Map<RegisteredRoute, string[]> {
  const files = [...new Set(routes.flatMap((route) => (route.file ? [route.file] : [])))];
  const tsconfig = ts.readConfigFile(path.join(SERVER_DIR, 'tsconfig.json'), (file) =>
    ts.sys.readFile(file),
  );
  const { options } = ts.parseJsonConfigFileContent(tsconfig.config, ts.sys, SERVER_DIR);
  // app.ts brings in every plugin's declarations, such as the type of app.services.
  const roots = [...files, path.join(SERVER_DIR, 'src/app.ts')];
  const program = ts.createProgram(roots, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const methods = new Map<RegisteredRoute, string[]>();
  for (const route of routes) {
    const source = route.file && program.getSourceFile(route.file);
    const handler = source && handlerOf(source, route);
    methods.set(route, handler ? serviceCalls(checker, handler) : []);
  }
  return methods;
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** Who may make the call. */
function access(route: RegisteredRoute): string {
  if (route.thisMachineOnly) return 'this machine';
  if (route.deployTokenOnly) return 'deploy token';
  // Only /api/ calls are private by default (the auth plugin).
  return route.public || !route.url.startsWith('/api/') ? 'anyone' : 'member';
}

const cell = (values: readonly string[]) =>
  values.length > 0 ? values.map((value) => `\`${value}\``).join(', ') : '—';

/** docs/API.md's text for these routes. */
export function renderApiDoc(routes: readonly RegisteredRoute[]): string {
  const sources = frontEndSources();
  const methods = serviceMethodsOf(routes);
  const sorted = [...routes].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  );
  // A call is named by its path after /api/, as the front-ends' `call:` gives it.
  const callers = (route: RegisteredRoute) => {
    const call = route.url.startsWith('/api/') ? route.url.slice('/api/'.length) : null;
    return call && !call.includes('*')
      ? packagesMatching(sources, new RegExp(`['"\`]${escape(call)}['"\`?]`))
      : '—';
  };
  const eventCallers = (event: string, verb: string) =>
    packagesMatching(sources, new RegExp(`\\.${verb}\\(\\s*['"]${escape(event)}['"]`));

  const lines = [
    `<!-- Generated by server/src/docs/apiDoc.ts (\`${API_DOC_COMMAND}\`) — do not edit. -->`,
    '',
    '# API map',
    '',
    'Every HTTP route the server registers (its route registry, as `pnpm start` builds the app by',
    'default), the file that registers it, the service methods its handler calls and the front-end',
    "packages whose code names it; then the socket.io events. Calls' fields are in",
    '`shared/web/src/api/`; what each call does is in the route and service files.',
    '',
    '## HTTP calls',
    '',
    '| call | who | route file | service methods | called from |',
    '| --- | --- | --- | --- | --- |',
    ...sorted.map((route) =>
      row([
        `\`${route.method} ${route.url}\``,
        access(route),
        route.file ? `\`${relative(route.file)}\`` : 'a dependency',
        cell(methods.get(route) ?? []),
        callers(route),
      ]),
    ),
    '',
    '## Socket events',
    '',
    'Over socket.io at `/socket.io`, signed in with the session token (`server/src/realtime/socketEvents.ts`;',
    'the handlers are in `server/src/modules/chat/chatSocket.ts`).',
    '',
    '| event | direction | what for | used from |',
    '| --- | --- | --- | --- |',
    ...Object.entries(SOCKET_EVENTS.clientToServer).map(([event, what]) =>
      row([`\`${event}\``, 'client → server', what, eventCallers(event, 'emit(?:WithAck)?')]),
    ),
    ...Object.entries(SOCKET_EVENTS.serverToClient).map(([event, what]) =>
      row([`\`${event}\``, 'server → client', what, eventCallers(event, 'on')]),
    ),
  ];
  return lines.join('\n') + '\n';
}

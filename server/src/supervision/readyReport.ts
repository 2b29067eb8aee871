import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** What a listening server process tells its supervisor, which tells the person who started it. */
export interface ReadyReport {
  kind: 'dating:ready';
  /** Where to open the product, e.g. http://localhost:8080/web/ */
  url: string;
  /** The web apps are served here (else only the API is). */
  servesWeb: boolean;
  /** The database has no member yet: a newcomer would find nobody to meet. */
  noMembers: boolean;
  /** The database is PGlite, which only one process opens: the admin CLI waits for a stop. */
  embeddedDatabase: boolean;
}

export function isReadyReport(message: unknown): message is ReadyReport {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { kind?: unknown }).kind === 'dating:ready'
  );
}

/** A browser's name for the interface: this machine's and every interface's are localhost. */
function browserHost(host: string): string {
  if (['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The report of a server that listens: its real port (PORT=0 included), whether it has members. */
export async function readyReport(app: FastifyInstance, config: AppConfig): Promise<ReadyReport> {
  const { port } = app.server.address() as AddressInfo;
  const base = `http://${browserHost(config.host)}:${port}`;
  let noMembers = false;
  try {
    noMembers = !(await app.db.selectFrom('members').select('id').limit(1).executeTakeFirst());
  } catch (error) {
    // Only a hint is lost: the server itself serves on.
    app.log.warn({ err: error }, 'could not count the members for the start message');
  }
  return {
    kind: 'dating:ready',
    url: config.serveWeb ? `${base}/web/` : base,
    servesWeb: config.serveWeb,
    noMembers,
    embeddedDatabase: config.database.kind === 'pglite',
  };
}

/** The command that adds demo members (the admin CLI's `demo`), with the server's DATA_DIR. */
export function demoCommand(env: NodeJS.ProcessEnv): string {
  const dataDir = env.DATA_DIR && !env.DATABASE_URL ? `DATA_DIR=${env.DATA_DIR} ` : '';
  return `${dataDir}pnpm admin demo 40 --near Paris`;
}

/** The lines for the person who started the server: where to open it, and how to fill it. */
export function startLines(report: ReadyReport, env: NodeJS.ProcessEnv): string[] {
  const lines = [
    report.servesWeb
      ? `Dating is running: open ${report.url}`
      : `Dating's API is running at ${report.url} (the web apps are not served here: SERVE_WEB)`,
  ];
  if (report.noMembers) {
    const command = demoCommand(env);
    lines.push(
      report.embeddedDatabase
        ? `No members yet: to add 40 demo members, stop it (Ctrl+C), run \`${command}\`, then start it again.`
        : `No members yet: to add 40 demo members, run \`${command}\` in another terminal.`,
    );
  }
  return lines;
}

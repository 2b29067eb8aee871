import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  canaryBucket,
  type RemoteEntry,
  type RemotesResponse,
} from '../../shared/contract/src/schemas';
import { distOf } from './builds';
import { aName } from './memberNames';
import { REMOTE_DEPLOY_TOKEN } from './remoteDeployToken';
import { signUpMember, type Member } from './session';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** `pnpm remote <args>` against the running server at `server`, as a team's CI runs it. */
export async function remoteCli(server: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('pnpm', ['--silent', 'remote', '--server', server, ...args], {
    cwd: root,
    env: { ...process.env, REMOTE_DEPLOY_TOKEN },
  });
  return stdout;
}

/** `pnpm remote publish mf-chat --dir <build>`: the version id it prints. */
export async function publishChat(server: string, build: string, canary?: string) {
  const printed = await remoteCli(
    server,
    'publish',
    'mf-chat',
    '--dir',
    build,
    ...(canary ? ['--canary', canary] : []),
  );
  const version = /\b\d+-[0-9a-f]{8}\b/.exec(printed)?.[0];
  expect(version, `the version id in ${printed}`).toBeDefined();
  return version!;
}

/** The chat list's heading in a build whose texts were changed: what a member sees of it. */
export const CHANGED_HEADING = 'Messages (new release)';

/**
 * Copies of mf-chat's production build, as a team would publish them: `released` as built;
 * `changed`, whose chat list heading reads CHANGED_HEADING (so its files, and its content
 * address, differ); `broken`, whose App module throws as it is loaded.
 */
export function chatBuilds() {
  const folder = mkdtempSync(path.join(tmpdir(), 'dating-mf-chat-'));
  /** A copy of the build whose chunks matching `chunk` pass through `change`, one at least. */
  const copy = (name: string, chunk?: RegExp, change?: (code: string) => string) => {
    const build = path.join(folder, name);
    cpSync(distOf('mf-chat'), build, { recursive: true });
    if (!chunk || !change) return build;
    let changedFiles = 0;
    for (const file of readdirSync(build).filter((entry) => chunk.test(entry))) {
      const code = readFileSync(path.join(build, file), 'utf8');
      const changed = change(code);
      if (changed === code) continue;
      writeFileSync(path.join(build, file), changed);
      // Its compressed copies would still hold the old code.
      rmSync(path.join(build, `${file}.br`), { force: true });
      rmSync(path.join(build, `${file}.gz`), { force: true });
      changedFiles += 1;
    }
    expect(changedFiles, `${name}: a chunk of mf-chat's build changed`).toBeGreaterThan(0);
    return build;
  };
  return {
    released: copy('released'),
    // The English texts sit in whichever chunk webpack shares them from.
    changed: copy('changed', /\.js$/, (code) =>
      code.replace('pages:{messages:"Messages"', `pages:{messages:"${CHANGED_HEADING}"`),
    ),
    broken: copy(
      'broken',
      /^__federation_expose_App\.\w+\.js$/,
      (code) => `throw new Error("A release broken on purpose");\n${code}`,
    ),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** mf-chat's entry as the server answers GET /api/remotes to `member`. */
export async function chatEntryOf(
  request: APIRequestContext,
  member: Member,
  override?: string,
): Promise<RemoteEntry> {
  const query = override ? `?override=${encodeURIComponent(override)}` : '';
  const response = await request.get(`/api/remotes${query}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const { remotes } = (await response.json()) as RemotesResponse;
  const chat = remotes.find((entry) => entry.remote === 'mf-chat');
  expect(chat, 'mf-chat in GET /api/remotes').toBeDefined();
  return chat!;
}

/**
 * One member in mf-chat's canary `version` at `share` percent and one outside it, picked from
 * `members` by the contract's canaryBucket (signing more up while they all fall on one side);
 * the server's answer for each is checked to agree.
 */
export async function membersOnEachSide(
  request: APIRequestContext,
  members: Member[],
  version: string,
  share: number,
) {
  const inCanaryDraw = (member: Member) => canaryBucket(member.memberId, version) < share;
  for (let index = 0; index < 12; index += 1) {
    const inCanary = members.find(inCanaryDraw);
    const outside = members.find((member) => !inCanaryDraw(member));
    if (inCanary && outside) {
      expect((await chatEntryOf(request, inCanary)).channel).toBe('canary');
      expect((await chatEntryOf(request, outside)).channel).toBe('stable');
      return { inCanary, outside };
    }
    members.push(await signUpMember(request, { name: aName('Cara') }));
  }
  throw new Error(`no members on both sides of a ${share} % canary`);
}

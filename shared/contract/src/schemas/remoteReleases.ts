import { Type, type Static } from 'typebox';
import { get, getWithQuery, post, type CallContract } from './call';
import { ok, statusReply } from './wire';

/**
 * The remote registry's calls: what the shell asks where each remote is (per member: stable,
 * canary or a QA override), the shell's load reports, and the release calls of a team's CI
 * (authorised by the deployment's REMOTE_DEPLOY_TOKEN, never a member's token).
 */

/** A remote as the wire and the release commands name it: its folder (mf-chat). */
export const remoteFolderName = Type.String({ pattern: '^mf-[a-z]+$', maxLength: 40 });

/** A version id the registry gave at publish (`3-5f0c1a9e`). */
export const remoteVersionId = Type.String({ pattern: '^[0-9]+-[0-9a-f]{8}$', maxLength: 40 });

/** Where a member's copy of a remote comes from (docs: "Releasing a remote"). */
export const remoteChannel = Type.Union([
  Type.Literal('builtin'),
  Type.Literal('fixed'),
  Type.Literal('stable'),
  Type.Literal('canary'),
  Type.Literal('override'),
]);
export type RemoteChannel = Static<typeof remoteChannel>;

/** Where the shell finds each remote at run time. */
export const remoteEntry = Type.Object({
  /** The federation container's name, e.g. 'mf_chat'. */
  name: Type.String(),
  /** The address of its build's remoteEntry.js. */
  entry: Type.String(),
  /** Its folder name, e.g. 'mf-chat' (the shell's reports name it so). */
  remote: Type.Optional(Type.String()),
  /** The registry's version id, or 'builtin' for this server's own copy. */
  version: Type.Optional(Type.String()),
  channel: Type.Optional(remoteChannel),
});
export type RemoteEntry = Static<typeof remoteEntry>;

/** GET remotes: `override=mf-chat:<version>` (repeated or comma-separated), for QA only. */
export const remotesQuery = Type.Object({
  override: Type.Optional(
    Type.Union([Type.String({ maxLength: 400 }), Type.Array(Type.String({ maxLength: 400 }))]),
  ),
});

/** Every remote's entry for the caller, so a team releases its remote without the shell. */
export const remotesReply = Type.Object({ status: ok, remotes: Type.Array(remoteEntry) });
export type RemotesResponse = Static<typeof remotesReply>;

/** How a remote fared in a browser: its App or widget loaded, did not, or threw once mounted. */
export const remoteOutcome = Type.Union([
  Type.Literal('loaded'),
  Type.Literal('failed'),
  Type.Literal('error'),
]);
export type RemoteOutcome = Static<typeof remoteOutcome>;

export const remoteReport = Type.Object({
  remote: Type.String({ maxLength: 40 }),
  version: Type.String({ maxLength: 40 }),
  outcome: remoteOutcome,
});
export type RemoteReport = Static<typeof remoteReport>;

/** The most reports one call carries. */
export const MAX_REMOTE_REPORTS = 20;

/** POST remotes/report: a list of reports, or one report's fields on their own. */
export const remoteReportsBody = Type.Object({
  reports: Type.Optional(Type.Array(remoteReport, { maxItems: MAX_REMOTE_REPORTS })),
  remote: Type.Optional(remoteReport.properties.remote),
  version: Type.Optional(remoteReport.properties.version),
  outcome: Type.Optional(remoteOutcome),
});

/** One registered version, as the release commands list it. */
export const remoteVersionRow = Type.Object({
  version: Type.String(),
  contractVersion: Type.String(),
  exposes: Type.Array(Type.String()),
  shared: Type.Record(Type.String(), Type.String()),
  publishedBy: Type.String(),
  publishedAt: Type.String(),
});

/** One change of a remote's releases, oldest first in the history. */
export const remoteHistoryRow = Type.Object({
  action: Type.String(),
  version: Type.Union([Type.String(), Type.Null()]),
  stable: Type.Union([Type.String(), Type.Null()]),
  canary: Type.Union([Type.String(), Type.Null()]),
  canaryShare: Type.Integer(),
  reason: Type.String(),
  by: Type.String(),
  at: Type.String(),
});

/** A remote's releases: its stable and canary versions, its versions and its history. */
export const remoteReleasesRow = Type.Object({
  remote: Type.String(),
  stable: Type.Union([Type.String(), Type.Null()]),
  canary: Type.Union([Type.String(), Type.Null()]),
  canaryShare: Type.Integer(),
  versions: Type.Array(remoteVersionRow),
  history: Type.Array(remoteHistoryRow),
});
export type RemoteReleasesRow = Static<typeof remoteReleasesRow>;

export const remoteReleasesReply = Type.Object({
  status: ok,
  remotes: Type.Array(remoteReleasesRow),
});
export type RemoteReleasesResponse = Static<typeof remoteReleasesReply>;

/** A canary's share of members in whole percent: `10`, `'10'` or `'10%'`. */
export const canaryShareField = Type.Union([
  Type.Integer({ minimum: 0, maximum: 100 }),
  Type.String({ pattern: '^\\s*(100|[1-9]?[0-9])\\s*%?\\s*$' }),
]);

/** The query of a publish: the build itself is the body, a zip of its folder. */
export const publishRemoteQuery = Type.Object({
  remote: remoteFolderName,
  canary: Type.Optional(canaryShareField),
  by: Type.Optional(Type.String({ maxLength: 100 })),
});

export const publishRemoteReply = Type.Object({
  status: ok,
  remote: Type.String(),
  version: Type.String(),
  entry: Type.String(),
});
export type PublishRemoteResponse = Static<typeof publishRemoteReply>;

export const canaryRemoteBody = Type.Object({
  remote: remoteFolderName,
  version: remoteVersionId,
  share: canaryShareField,
  by: Type.Optional(Type.String({ maxLength: 100 })),
});

/** promote: the canary, or the named version, becomes stable; rollback: back, or to the named version. */
export const pointRemoteBody = Type.Object({
  remote: remoteFolderName,
  version: Type.Optional(remoteVersionId),
  by: Type.Optional(Type.String({ maxLength: 100 })),
});

/** The archive a publish carries: the build folder, zipped. */
export const REMOTE_BUILD_CONTENT_TYPE = 'application/zip';

export const remoteReleaseCalls = {
  remotes: getWithQuery(remotesQuery, remotesReply),
  'remotes/report': post(remoteReportsBody, statusReply),
  'admin/remotes': get(remoteReleasesReply),
  'admin/remotes/publish': {
    methods: ['POST'],
    query: publishRemoteQuery,
    reply: publishRemoteReply,
  } as const satisfies CallContract,
  'admin/remotes/canary': post(canaryRemoteBody, remoteReleasesReply),
  'admin/remotes/promote': post(pointRemoteBody, remoteReleasesReply),
  'admin/remotes/rollback': post(pointRemoteBody, remoteReleasesReply),
};

// @ts-check
/**
 * Which package may import which (docs/ARCHITECTURE.md, "Packages"): the apps meet only through
 * @dating/shared, the shared contract imports no app, and the server takes only the contract's
 * entries that hold no browser code. A relative path climbing out to a package counts as its name.
 */

const REMOTES = ['mf-discovery', 'mf-chat', 'mf-profile', 'mf-payments', 'mf-moderation'];
const APPS = ['shell', ...REMOTES];

/**
 * The entries of @dating/shared the server imports: wire types, rules and messages, routes, and
 * the widgets remotes expose (the release gate checks them).
 */
export const SERVER_SHARED_ENTRIES = [
  'contract',
  'rules',
  'routes',
  'shell-pages',
  'remote-widgets',
];

/** @param {string[]} packages */
const importOf = (packages) => `^(@dating/|(\\.\\./)+)(${packages.join('|')})(/|$)`;

/**
 * One block per package. A block's no-restricted-imports replaces the rule as a whole, so each
 * repeats the paths every TypeScript file is held to.
 * @param {unknown[]} paths
 */
export function importBoundaries(paths) {
  /** @param {string} files @param {{ regex: string; message: string }[]} patterns */
  const restrict = (files, patterns) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  });
  const notTheSchemas = {
    regex: '^@dating/shared/contract(/|$)',
    message:
      "Apps take the contract's types from @dating/shared; its schemas are the server's and stay out of the browsers' bundles.",
  };
  const notAnApp = {
    regex: importOf(APPS),
    message: '@dating/shared and the server are below the apps: they import none of them.',
  };
  return [
    ...REMOTES.map((remote) =>
      restrict(`${remote}/**/*.{ts,tsx}`, [
        {
          regex: importOf(APPS.filter((app) => app !== remote)),
          message:
            'A remote meets the shell and the other remotes only through @dating/shared: the bus, the route table, widgets by name.',
        },
        notTheSchemas,
      ]),
    ),
    restrict('shell/**/*.{ts,tsx}', [
      {
        regex: importOf(REMOTES),
        message: 'The shell loads the remotes at run time (loadRemote); it never imports them.',
      },
      notTheSchemas,
    ]),
    restrict('shared/**/*.{ts,tsx}', [notAnApp]),
    restrict('server/**/*.ts', [
      notAnApp,
      {
        regex: `^(@dating/shared(?!/(${SERVER_SHARED_ENTRIES.join('|')})$)|(\\.\\./)+shared(/|$))`,
        message: `The server imports @dating/shared only through ${SERVER_SHARED_ENTRIES.map((entry) => `@dating/shared/${entry}`).join(', ')}: the contract without browser code.`,
      },
    ]),
  ];
}

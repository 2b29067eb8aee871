// @ts-check
/**
 * Which package may import which (docs/ARCHITECTURE.md, "Packages"). The apps meet only through
 * the shared packages; of those the contract imports none, the web runtime only the contract, the
 * UI kit the contract and the web runtime, the build presets none, and the test kit any, for tests
 * only. The server imports only the contract. A relative path climbing out to a package counts as
 * its name.
 */

const REMOTES = ['mf-discovery', 'mf-chat', 'mf-profile', 'mf-payments', 'mf-moderation'];
const APPS = ['shell', ...REMOTES];
const SHARED = ['contract', 'web', 'ui', 'build', 'testing'];

/** @param {string[]} packages */
const importOf = (packages) => `^(@dating/|(\\.\\./)+)(${packages.join('|')})(/|$)`;
/**
 * A shared package by its name or by a relative path to shared/<package>, from outside shared/ or
 * from a sibling package. @param {string[]} packages
 */
const sharedImportOf = (packages) => `^(@dating/|(\\.\\./)+(shared/)?)(${packages.join('|')})(/|$)`;

/**
 * One block per package. A block's no-restricted-imports replaces the rule as a whole, so each
 * repeats the paths every TypeScript file is held to.
 * @param {unknown[]} paths
 */
export function importBoundaries(paths) {
  /** @param {string | string[]} files @param {{ regex: string; message: string }[]} patterns @param {string[]} [ignores] */
  const restrict = (files, patterns, ignores = []) => ({
    files: [files].flat(),
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  });
  const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];
  /** A remote's standalone dev page (its webpack entry): mounted by the test kit's harness. */
  const HARNESS_ENTRY = '**/src/bootstrap.ts';
  const notTheSchemas = {
    regex: '^@dating/contract/schemas$',
    message:
      "Apps take the contract's types from @dating/contract; its schemas are the server's and stay out of the browsers' bundles.",
  };
  const notAnApp = {
    regex: importOf(APPS),
    message: 'The shared packages and the server are below the apps: they import none of them.',
  };
  /** @param {string} pkg @param {string[]} allowed */
  const sharedMayImport = (pkg, allowed) => ({
    regex: sharedImportOf(SHARED.filter((other) => other !== pkg && !allowed.includes(other))),
    message: `@dating/${pkg} imports ${allowed.length ? allowed.map((other) => `@dating/${other}`).join(' and ') : 'none of the other shared packages'}: the contract below the web runtime, below the UI kit; the build presets and the test kit stand apart.`,
  });
  const notTheTestKit = {
    regex: sharedImportOf(['testing']),
    message: 'The test kit (@dating/testing) is for tests only.',
  };
  const notTheBuild = {
    regex: sharedImportOf(['build']),
    message: 'The build presets (@dating/build) are for build and test configurations only.',
  };
  /** @param {string} remote */
  const remoteBlock = (remote) => [
    {
      regex: importOf(APPS.filter((app) => app !== remote)),
      message:
        'A remote meets the shell and the other remotes only through the shared packages: the bus, the route table, widgets by name.',
    },
    notTheSchemas,
    notTheBuild,
  ];
  return [
    ...REMOTES.flatMap((remote) => [
      restrict(
        `${remote}/**/*.{ts,tsx}`,
        [...remoteBlock(remote), notTheTestKit],
        [...TESTS, HARNESS_ENTRY],
      ),
      restrict(
        [...TESTS, HARNESS_ENTRY].map((pattern) => `${remote}/${pattern}`),
        remoteBlock(remote),
      ),
    ]),
    restrict(
      'shell/**/*.{ts,tsx}',
      [
        {
          regex: importOf(REMOTES),
          message: 'The shell loads the remotes at run time (loadRemote); it never imports them.',
        },
        notTheSchemas,
        notTheBuild,
        notTheTestKit,
      ],
      TESTS,
    ),
    restrict(
      TESTS.map((pattern) => `shell/${pattern}`),
      [
        {
          regex: importOf(REMOTES),
          message: 'The shell loads the remotes at run time (loadRemote); it never imports them.',
        },
        notTheSchemas,
        notTheBuild,
      ],
    ),
    restrict('shared/contract/**/*.{ts,tsx}', [notAnApp, sharedMayImport('contract', [])]),
    restrict('shared/web/**/*.{ts,tsx}', [notAnApp, sharedMayImport('web', ['contract'])], TESTS),
    restrict('shared/web/**/*.test.{ts,tsx}', [
      notAnApp,
      sharedMayImport('web', ['contract', 'testing']),
    ]),
    restrict(
      'shared/ui/**/*.{ts,tsx}',
      [notAnApp, sharedMayImport('ui', ['contract', 'web'])],
      TESTS,
    ),
    restrict('shared/ui/**/*.test.{ts,tsx}', [
      notAnApp,
      sharedMayImport('ui', ['contract', 'web', 'testing']),
    ]),
    restrict('shared/build/**/*.{ts,tsx}', [notAnApp, sharedMayImport('build', [])]),
    restrict('shared/testing/**/*.{ts,tsx}', [notAnApp]),
    restrict('server/**/*.ts', [
      notAnApp,
      {
        regex: `^(@dating/(?!contract(/|$)|web/remote-widgets$)|(\\.\\./)+shared(/|$))`,
        message:
          'The server imports only @dating/contract of the shared packages (and the table of widgets remotes expose, which the release gate checks): the contract without browser code.',
      },
    ]),
  ];
}

// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint.boundaries.js';

/**
 * The names a curated shared entry (shared/build/shared-entries) re-exports: in the built apps the
 * shared react-router-dom, react-i18next, react-redux, Redux Toolkit and RTK Query are those
 * entries, so any other name is undefined.
 */
const curatedNames = async (file) =>
  Object.keys(await import(`./shared/build/shared-entries/${file}.js`));
const curatedImport = async (name, file = name) => ({
  name,
  allowImportNames: await curatedNames(file),
  message: `The apps share a curated ${name}: add the name to shared/build/shared-entries/${file}.js first.`,
});

const STORAGES = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE =
  'Use localStore / sessionStore of @dating/web: the keys are one typed list (clientStorage.ts).';

/** no-restricted-imports paths for every TypeScript file. */
const restrictedPaths = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use the typed useAppDispatch / useAppSelector from src/app/hooks.ts.',
  },
  await curatedImport('react-router-dom'),
  await curatedImport('react-i18next'),
  {
    name: 'react-router',
    message: 'Import from react-router-dom, the one the apps share.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Deliberate violations, linted by shared/testing/src/eslintRules.test.ts under other names.
      'eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{cjs,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A type-only module re-exported by `export *` is an empty module to webpack, whose exports
      // it cannot know: the re-exporting package's modules were then not concatenated (0.6 KB
      // gzipped more of every page for @dating/contract).
      '@typescript-eslint/consistent-type-exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: restrictedPaths }],
      // The curated entries of packages whose types the apps import too (types are not bundled).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            await curatedImport('@reduxjs/toolkit', 'reduxjs-toolkit'),
            await curatedImport('@reduxjs/toolkit/query', 'reduxjs-toolkit-query'),
            await curatedImport('@reduxjs/toolkit/query/react', 'reduxjs-toolkit-query-react'),
            await curatedImport('react-redux'),
          ].map((path) => ({ ...path, allowTypeImports: true })),
        },
      ],
    },
  },
  ...importBoundaries(restrictedPaths),
  {
    // The browser keeps only the spec's keys; tests read the storage itself, by the wire names.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      'shared/web/src/session/clientStorage.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...STORAGES.map((name) => ({ name, message: STORAGE_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        ...STORAGES.map((property) => ({ object: 'window', property, message: STORAGE_MESSAGE })),
      ],
    },
  },
  {
    // A control's picture is an Icon of @dating/ui: a symbol written as a character is drawn by
    // whatever font the device has, and an arrow character does not turn right to left.
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'shared/*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[\\u2039\\u203a\\u2190-\\u21ff\\u2600-\\u27bf]/]',
          message: "Draw a control's picture with Icon from @dating/ui, not a symbol character.",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // node:test's describe/it return promises that the runner itself awaits.
    files: ['server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'suite', 'test'] },
          ],
        },
      ],
    },
  },
);

// Lint rules, including the import boundaries of DESIGN.md §2: each package may import only the
// packages below it, and only by name (never another package's files by relative path, anywhere); a
// server or web feature never reaches into another feature's files. Import cycles are checked over the
// whole graph by scripts/check-import-cycles.ts (also part of `npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { packageBoundaryRule } from './scripts/lint/package-boundary-rule.js';
import { webFeatureImports } from './scripts/lint/web-feature-imports.js';

const ours = ['domain', 'contracts', 'server', 'pac-sandbox', 'web', 'cli'];

/** Forbids importing any of our packages except `allowed` (relative paths into a package are never allowed). */
function boundary(files, allowed, extraPatterns = []) {
  const forbidden = ours.filter((name) => !allowed.includes(name));
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [`@facturar/${name}`, `@facturar/${name}/*`],
              message: `This package may not import @facturar/${name} (DESIGN.md §2).`,
            })),
            ...extraPatterns,
          ],
        },
      ],
    },
  };
}

const crossFeatureMessage =
  'A feature does not reach into another feature: import its index.ts or move the shared part down.';
// Server features are flat folders: `../other/file.ts` is another feature's file.
const noCrossFeatureServer = { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$).+', message: crossFeatureMessage };
const serverPackages = ['server', 'domain', 'contracts'];
const noServerHttp = {
  regex: '^(\\.\\./)+http/',
  message:
    'Only routes and the app wiring speak HTTP: services, repositories and jobs throw AppError (src/errors) and take an AuthContext (src/access).',
};
const noServerJobRegistry = {
  regex: '^(\\.\\./)+jobs/',
  message: 'A feature exports its job; the registry in src/jobs imports features, never the reverse.',
};
// An adapter file sits in src/adapters/<adapter>/: two levels up is the application.
const noAdapterUpward = {
  regex: '^\\.\\./\\.\\./(?!\\.\\./test/)',
  message: 'An adapter imports only other adapters and libraries, never the application above it.',
};
// Web files reach outside their folder through the `#web/` alias (packages/web/package.json imports);
// a web feature may name its own files that way, another feature's only through its index.
const webFeaturesDir = 'packages/web/src/features';
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
// The web's layers (docs/decisions/0013): `app/` composes (routes, shell, menu, screen registry) and may
// import anything; features import `lib/` and `components/`, never `app/`; `lib/` and `components/` import
// neither. A relative path cannot climb out of its folder either: outside it, files use `#web/`.
const noWebAppImport = {
  group: ['#web/app', '#web/app/**', '**/app/**'],
  message: 'Only the composition (app/) imports app/: move the service down to lib/ (docs/decisions/0013).',
};
const noWebFeatureImport = {
  group: ['#web/features', '#web/features/**', '**/features/**'],
  message: 'lib/ and components/ sit below the features: move the shared part down (docs/decisions/0013).',
};
function webFeatureBoundary(feature) {
  const pattern = {
    regex: `^#web/features/(?!${feature}/)[^/]+/(?!index\\.tsx?$).+`,
    message: crossFeatureMessage,
  };
  const reachable = [feature, ...Object.keys(webFeatureImports[feature] ?? {})];
  const listed = {
    regex: `^#web/features/(?!(?:${reachable.join('|')})/)`,
    message: `${feature} may import only the features scripts/lint/web-feature-imports.js names for it: move the shared part down to lib/ or components/, or name the pair there with its reason.`,
  };
  return boundary(
    [`${webFeaturesDir}/${feature}/**`],
    ['web', 'domain', 'contracts'],
    [pattern, listed, noWebAppImport],
  );
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { facturar: { rules: { 'package-boundary': packageBoundaryRule } } },
    rules: {
      'facturar/package-boundary': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  boundary(['packages/domain/**'], ['domain']),
  boundary(['packages/contracts/**'], ['contracts', 'domain']),
  boundary(['packages/server/**'], ['server', 'domain', 'contracts']),
  // Server layers (docs/decisions/0012): routes and the app wiring speak HTTP; services, repositories and
  // jobs below them never import http/, and features never import the job registry above them.
  {
    ...boundary(['packages/server/src/features/**'], serverPackages, [
      noCrossFeatureServer,
      noServerHttp,
      noServerJobRegistry,
    ]),
    ignores: ['**/*-routes.ts'],
  },
  boundary(['packages/server/src/features/**/*-routes.ts'], serverPackages, [noCrossFeatureServer]),
  boundary(['packages/server/src/{access,errors,settings,seed,jobs}/**'], serverPackages, [noServerHttp]),
  // Adapters are the bottom layer: they import each other and libraries, nothing of the application.
  boundary(['packages/server/src/adapters/**'], serverPackages, [noAdapterUpward]),
  // Tests compose the product with the PAC sandbox, as `npm start` does; product code never names it.
  boundary(
    ['packages/server/test/**', 'packages/server/src/**/*.int.test.ts'],
    ['server', 'domain', 'contracts', 'pac-sandbox'],
  ),
  boundary(['packages/cli/**'], ['cli', 'domain', 'contracts', 'server']),
  boundary(['packages/pac-sandbox/**'], ['pac-sandbox', 'domain']),
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary(['packages/web/**'], ['web', 'domain', 'contracts']),
  boundary(
    ['packages/web/src/lib/**', 'packages/web/src/components/**'],
    ['web', 'domain', 'contracts'],
    [noWebAppImport, noWebFeatureImport],
  ),
  ...webFeatures.map(webFeatureBoundary),
  // One data layer (docs/decisions/0014): a query's key and fetcher are written once, in the `queryOptions`
  // factory beside the endpoint's fetcher in an `*-api.ts` module; everything else uses the factory.
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/**/*-api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          'VariableDeclarator[id.name=/[qQ]ueryKey$/] > ArrayExpression',
          "Property[key.name='queryFn']",
        ].map((selector) => ({
          selector,
          message:
            "Query keys and fetchers live in the endpoint's queryOptions factory in its *-api.ts module (docs/decisions/0014).",
        })),
      ],
    },
  },
);

// Lint rules, including the import boundaries of DESIGN.md §2: each package may import only the
// packages below it, and a server or web feature never reaches into another feature's files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ours = ['domain', 'contracts', 'server', 'pac-sandbox', 'web', 'cli'];

/** Forbids importing any of our packages except `allowed`, by package name or by relative path. */
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
              group: [`@facturar/${name}`, `@facturar/${name}/*`, `**/packages/${name}/**`, `../../${name}/**`],
              message: `This package may not import @facturar/${name} (DESIGN.md §2).`,
            })),
            ...extraPatterns,
          ],
        },
      ],
    },
  };
}

const noCrossFeature = {
  group: ['../*/**', '!../*/index.ts'].map((p) => p),
  message: 'A feature does not reach into another feature: import its index.ts or move the shared part down.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  boundary(['packages/domain/**'], ['domain']),
  boundary(['packages/contracts/**'], ['contracts', 'domain']),
  boundary(['packages/server/**'], ['server', 'domain', 'contracts']),
  boundary(['packages/server/src/features/**'], ['server', 'domain', 'contracts'], [noCrossFeature]),
  boundary(['packages/cli/**'], ['cli', 'domain', 'contracts', 'server']),
  boundary(['packages/pac-sandbox/**'], ['pac-sandbox', 'domain']),
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary(['packages/web/**'], ['web', 'domain', 'contracts']),
  boundary(['packages/web/src/features/**'], ['web', 'domain', 'contracts'], [noCrossFeature]),
);

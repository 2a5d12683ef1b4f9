// ESLint: JavaScript, TypeScript, Astro and React-hooks rules. `npm run lint` (run by `npm test`) allows no warnings.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['dist/', '.astro/', '.scale/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/', 'tests/fixtures/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a value left out on purpose (e.g. a key removed by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // No import circle, type-only imports included: a module's words, types and logic import in one direction.
    files: ['src/**/*.{ts,tsx,mjs,astro}', 'scripts/**/*.mjs', 'astro.config.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin parses each imported file itself: it needs the TypeScript parser and the `@/` alias.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
);

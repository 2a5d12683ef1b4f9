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
    // No import circle: a module's words, types and logic import in one direction (the rule skips `import type`, erased at build).
    files: ['src/**/*.{ts,tsx,mjs,astro}', 'scripts/**/*.mjs', 'astro.config.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin parses each imported file itself: it needs the TypeScript parser and the `@/` alias.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // Every content schema object is strict, so an unknown or misspelt field fails the build (issue 45): in
    // that file z.object is the strict one, and zod's own object builders stay out.
    files: ['src/content.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['zod.object', 'zod.looseObject', 'zod.strictObject', 'z.looseObject', 'z.strictObject'].map((name) => ({
          object: name.split('.')[0],
          property: name.split('.')[1],
          message: 'Use z.object in this file: it is strict, so an unknown field fails the build naming the file and the field.',
        })),
      ],
    },
  },
);

// ESLint flat config (issue 26, STYLE 21): the rules a reviewer would otherwise repeat.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './eslint/boundaries.js'
import prettier from 'eslint-config-prettier/flat'

export default defineConfig(
  globalIgnores([
    'dist/',
    '.build/',
    '.data/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    // Generated, never edited by hand (STYLE 13).
    'src/routeTree.gen.ts',
    'src/content/types.generated.ts',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  js.configs.recommended,
  // Without type information. Type-aware linting (recommendedTypeChecked with the project
  // service) took 61 s on this 2-core machine against 20 s, and raised 300 more findings, most of
  // them no-unsafe-* on JSON read in tests: a step of its own.
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value left unused on purpose (a dropped tuple slot, a
      // property taken out of an object by destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // React code only: Playwright's fixtures (tests/e2e) take a callback named `use`, which the
    // hooks rules mistake for React's use().
    files: ['src/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}', 'tests/{unit,support}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hooks rules. The plugin's v7 "recommended" adds the React Compiler's checks
    // (set-state-in-effect, refs, purity, ...); the site does not run the compiler, and on this
    // code they flagged 17 places (8 set-state-in-effect, 8 refs, 1 static-components), most of
    // them effects that switch to the browser's state after hydration so the first render matches
    // the server's HTML. Enabling them is a change of its own, with those places reviewed.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.{tsx,jsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{tsx,jsx}'],
    rules: {
      // A table too wide for the screen scrolls inside a labelled region the keyboard can reach
      // (tabIndex 0), or keyboard users could not scroll it: axe's scrollable-region-focusable.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/feature-isolation': 'error',
      'boundaries/no-server-imports-in-browser-code': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}'],
    // Features, and what wires them into the app: routes, the form slots content places, and the
    // server entry (which warms the formulary's drug index).
    ignores: ['src/features/**', 'src/routes/**', 'src/form-slot-registry.ts', 'src/server.ts'],
    rules: { 'boundaries/shared-is-feature-free': 'error' },
  },
  {
    // Schemas the browser may load are written with zod/mini: zod's classic API hangs every method
    // on every schema, so one import of it put all of zod (85 kB, 24 kB gzip) on each page with a
    // form, where zod/mini's functions left 27 kB (8 kB gzip). Server-only files, server functions
    // (their validators never reach the browser) and the FHIR API keep the classic API.
    files: ['src/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.functions.ts', '**/*.test.{ts,tsx}', 'src/fhir/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Browser code imports zod/mini (see eslint.config.js): import { z } from 'zod/mini'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Files that only ever run on the server (or in Node, for tests) may import *.server modules.
    // Not src/start.ts: the browser gets a copy of it too, with the middleware's .server() parts
    // taken out, which the rule understands.
    files: ['src/server.ts', '**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'boundaries/no-server-imports-in-browser-code': 'off' },
  },
  {
    // The request guards refuse control characters in input, so their pattern names them.
    files: ['src/server/request-guards.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // These tests read the FHIR API's JSON answers field by field, as a client does: Bundles of
    // ten resource types, 24 places typed `any`. A typed model would be a second copy of the FHIR
    // definitions the server is already validated against (Medplum's validator, fhir-conformance).
    files: ['tests/unit/fhir-*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Last: formatting is Prettier's (npm run format); no lint rule argues with it.
  prettier,
)

// ESLint flat config (decision 0018, STYLE 21): the rules a reviewer would otherwise repeat.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from 'eslint-plugin-boundaries'
import prettier from 'eslint-config-prettier/flat'
import i18nNamespaces from './eslint/i18n-namespaces.js'

export default defineConfig(
  globalIgnores([
    'dist/',
    '.build/',
    '.data/',
    'node_modules/',
    'test-results/',
    // A journey run on a port of its own writes its artifacts here (playwright.config.ts).
    'test-results-*/',
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
    // Import boundaries of ARCHITECTURE "Layout" (STYLE 5, 11): a feature stands alone, and shared
    // code never imports a feature. Routes, the form slots content places and the server entry
    // wire features into the app, so they may import any. (That browser code never reaches a
    // `*.server` module is Start's import protection, at build: vite.config.ts.)
    files: ['src/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*', 'slices/**/*'],
      // The innermost folder that matches is a file's element.
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'wiring', pattern: 'src/routes' },
        { type: 'shared', pattern: 'src' },
        { type: 'shared', pattern: 'slices' },
      ],
      'boundaries/files': [
        { category: 'wiring', pattern: ['src/form-slot-registry.ts', 'src/server.ts'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'A feature does not import another feature: move the shared piece to ui/, i18n/, content/, plans/ or server/.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Shared code does not import a feature: move the piece it needs out of the feature (to plans/, ui/, i18n/, content/ or server/).',
            },
            // The files that wire features in (a later policy overrides an earlier one).
            {
              from: { file: { categories: 'wiring' } },
              allow: { to: { element: { type: 'feature' } } },
            },
          ],
        },
      ],
    },
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
    // The strings a module translates with load wherever the module does (decision 0017,
    // eslint/i18n-namespaces.js): each browser module declares the feature namespaces it uses, and
    // each lazily loaded module is waited for until its strings have loaded. Server-only code never
    // reaches the browser, and the server holds every namespace.
    files: ['src/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}'],
    ignores: [
      '**/*.server.{ts,tsx}',
      'src/server/**',
      'src/fhir/**',
      '**/*.{test,spec}.{ts,tsx}',
      '**/*.d.ts',
      '**/testing/**',
    ],
    plugins: { i18n: i18nNamespaces },
    settings: {
      i18nNamespaces: {
        // They load with the page's language (src/i18n/namespaces.ts, CORE_NAMESPACES).
        core: ['common', 'content', 'slices'],
        // The modules route tables import for head(): they load on every page, so they translate
        // with what the page's modules declare (checked with each route file that imports them).
        headModules: [
          'src/features/enrollment/enroll-search.ts',
          'src/features/formulary/formulary-loader.ts',
          'src/features/plan-documents/list-head.ts',
          'src/features/plan-documents/plan-documents-queries.ts',
          'src/features/plan-finder/plan-page-heads.ts',
        ],
      },
    },
    rules: {
      'i18n/declare-namespaces': 'error',
      'i18n/lazy-strings': [
        'error',
        {
          // preloadable (src/content/preloadable-slice.tsx) waits for what its loader brings.
          waiting: ['preloadable'],
          // Lazy modules that translate nothing (the rule checks it), so nothing waits for them: a
          // server function's module (the browser reaches it as fetch stubs; *.functions.ts ones
          // need no entry) and the core strings' own chunks (src/i18n/resources.ts).
          unwaited: ['./public-config', './core-en', './core-es'],
        },
      ],
    },
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

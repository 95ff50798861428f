import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import boundaries from '../../eslint/boundaries.js'

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})
const file = (relative: string) => path.resolve(import.meta.dirname, '../../src', relative)

tester.run('feature-isolation', boundaries.rules['feature-isolation'], {
  valid: [
    {
      filename: file('features/leads/lead-form.tsx'),
      code: "import { leadSchema } from './lead-schema'",
    },
    { filename: file('features/leads/lead-form.tsx'), code: "import { Field } from '~/ui/field'" },
    {
      filename: file('form-slot-registry.ts'),
      code: "const f = () => import('./features/leads/request-call-page')",
    },
    {
      filename: file('routes/$lang/search-drugs/index.tsx'),
      code: "import { FormularyPage } from '~/features/formulary/formulary-page'",
    },
  ],
  invalid: [
    {
      filename: file('features/leads/lead-form.tsx'),
      code: "import { s } from '../email-signup/email-signup-schema'",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/leads/lead-form.tsx'),
      code: "export { s } from '~/features/formulary/x'",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/leads/lead-form.tsx'),
      code: "const m = () => import('../../features/stores/y')",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
})

tester.run('shared-is-feature-free', boundaries.rules['shared-is-feature-free'], {
  valid: [
    {
      filename: file('fhir/coverage-text.ts'),
      code: "import { coverageLines } from '~/plans/coverage-words'",
    },
  ],
  invalid: [
    {
      filename: file('fhir/coverage-text.ts'),
      code: "import { coverageLines } from '~/features/formulary/coverage-words'",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: file('ui/layout.tsx'),
      code: "import { Form } from '../features/leads/lead-form'",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
})

tester.run(
  'no-server-imports-in-browser-code',
  boundaries.rules['no-server-imports-in-browser-code'],
  {
    valid: [
      {
        filename: file('features/x/page.tsx'),
        code: "import type { Row } from './rows.server'\nexport const f = (r: Row) => r",
      },
      {
        filename: file('features/x/page.tsx'),
        code: "import { type Row } from './rows.server'\nexport const f = (r: Row) => r",
      },
      {
        filename: file('features/x/x.functions.ts'),
        code: "import { getDb } from '~/server/db.server'\nexport const get = createServerFn().inputValidator(v).handler(async () => getDb())",
      },
      {
        filename: file('routes/robots[.]txt.ts'),
        code: "import { config } from '~/server/config.server'\nexport const Route = createFileRoute('/robots.txt')({ server: { handlers: { GET: () => config() } } })",
      },
      {
        filename: file('routes/fhir/$.ts'),
        code: "import { api } from '~/fhir/api.server'\nconst handle = () => api()\nexport const Route = createFileRoute('/fhir/$')({ server: { handlers: { GET: handle } } })",
      },
      {
        filename: file('features/x/x.functions.ts'),
        code: "export const get = createServerFn().handler(async () => (await import('./y.server')).y())",
      },
      {
        filename: file('start.ts'),
        code: "import { answer } from './server/request-pipeline.server'\nexport const startInstance = createStart(() => ({ requestMiddleware: [createMiddleware().server(answer)] }))",
      },
    ],
    invalid: [
      {
        filename: file('features/x/page.tsx'),
        code: "import { rows } from './rows.server'\nexport const f = () => rows()",
        errors: [{ messageId: 'reachesBrowser' }],
      },
      {
        filename: file('features/x/page.tsx'),
        code: "import './rows.server'",
        errors: [{ messageId: 'sideEffect' }],
      },
      {
        filename: file('features/x/page.tsx'),
        code: "export { rows } from './rows.server'",
        errors: [{ messageId: 'sideEffect' }],
      },
      {
        filename: file('features/x/page.tsx'),
        code: "const f = () => import('./rows.server')",
        errors: [{ messageId: 'dynamic' }],
      },
      {
        filename: file('features/x/page.tsx'),
        code: "import { createStartHandler } from '@tanstack/react-start/server'\nexport const h = createStartHandler",
        errors: [{ messageId: 'reachesBrowser' }],
      },
      {
        filename: file('routes/fhir/$.ts'),
        code: "import { api } from '~/fhir/api.server'\nexport const handle = () => api()\nexport const Route = createFileRoute('/fhir/$')({ server: { handlers: { GET: handle } } })",
        errors: [{ messageId: 'reachesBrowser' }],
      },
      {
        filename: file('routes/$lang/page.tsx'),
        code: "import { rows } from './rows.server'\nexport const Route = createFileRoute('/$lang/page')({ loader: () => rows() })",
        errors: [{ messageId: 'reachesBrowser' }],
      },
    ],
  },
)

import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries of ARCHITECTURE "Layout", as the project's own ESLint config applies them
// (eslint-plugin-boundaries, eslint.config.js): each case is a file as a developer would write it.
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message)
}

const crossFeature = expect.stringMatching(/^A feature does not import another feature/)
const sharedImportsFeature = expect.stringMatching(/^Shared code does not import a feature/)

describe('import boundaries', () => {
  it.each([
    ['src/features/leads/x.tsx', "import { leadSchema } from './lead-schema'"],
    ['src/features/leads/x.tsx', "import { Field } from '~/ui/field'"],
    ['src/form-slot-registry.ts', "const f = () => import('./features/leads/request-call-page')"],
    [
      'src/routes/$lang/search-drugs/x.tsx',
      "import { FormularyPage } from '~/features/formulary/formulary-page'",
    ],
    ['src/fhir/x.ts', "import { money } from '~/plans/money'"],
  ])('lets %s import what it may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })

  it.each([
    ['src/features/leads/x.tsx', "import { s } from '../email-signup/email-signup-schema'"],
    ['src/features/leads/x.tsx', "export { s } from '~/features/formulary/formulary-page'"],
    [
      'src/features/leads/x.tsx',
      "const m = () => import('../../features/stores/store-locator-page')",
    ],
  ])('keeps a feature out of another: %s imports %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([crossFeature])
  })

  it.each([
    ['src/fhir/x.ts', "import { x } from '~/features/formulary/formulary-page'"],
    ['src/ui/x.tsx', "import { Form } from '../features/leads/lead-form'"],
    ['src/router.tsx', "import { Form } from './features/leads/lead-form'"],
    ['slices/Hero/x.tsx', "import { Form } from '../../src/features/leads/lead-form'"],
  ])('keeps features out of shared code: %s imports %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([sharedImportsFeature])
  })
})

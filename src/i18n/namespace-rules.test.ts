import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { CORE_NAMESPACES } from './namespaces'

// Every namespace a module translates with is loaded before it renders (decision 0017), as the
// project's own ESLint config applies it (eslint/i18n-namespaces.js): each case is a file as a
// developer would write it, linted where it would live. The imports of a route file or a lazy
// import are the repository's real modules.
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function namespaceErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  expect(result!.messages.filter((message) => message.fatal)).toEqual([])
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('i18n/'))
    .map((message) => `${message.ruleId}: ${message.message}`)
}

const component = (body: string, head = "import { useTranslation } from 'react-i18next'") =>
  `${head}\nexport function X() {\n  ${body}\n  return null\n}\n`

describe('a module declares the feature namespaces it translates with', () => {
  it.each([
    ['useTranslation', "const { t } = useTranslation('enrollment')", 'enrollment'],
    ['an array of namespaces', "const { t } = useTranslation(['leads', 'common'])", 'leads'],
    ['getFixedT', "const t = i18nFor('en').getFixedT('en', 'care')", 'care'],
    ["t('ns:key')", "const { t } = useTranslation(); t('formulary:heading')", 'formulary'],
    ['t(`ns:${key}`)', 'const { t } = useTranslation(); t(`stores:${x}`)', 'stores'],
    [
      'an ns option',
      "const { t } = useTranslation(); t('heading', { ns: 'providers' })",
      'providers',
    ],
  ])('fails a module that translates with %s without declaring it', async (_, body, ns) => {
    const code = component(
      body,
      "import { useTranslation } from 'react-i18next'\nimport { i18nFor } from '~/i18n/i18n'",
    )
    expect(await namespaceErrors('src/features/leads/x.tsx', code)).toEqual([
      expect.stringContaining(
        `i18n/declare-namespaces: '${ns}' is a feature namespace: declare it`,
      ),
    ])
    const declared = code.replace(
      "import { i18nFor } from '~/i18n/i18n'",
      `import { i18nFor, needNamespaces } from '~/i18n/i18n'\nneedNamespaces(['${ns}'])`,
    )
    expect(await namespaceErrors('src/features/leads/x.tsx', declared)).toEqual([])
  })

  it('fails a module that declares another namespace than the one it uses', async () => {
    const code = component(
      "const { t } = useTranslation('planFinder')",
      "import { useTranslation } from 'react-i18next'\nimport { needNamespaces } from '~/i18n/i18n'\nneedNamespaces(['enrollment'])",
    )
    expect(await namespaceErrors('slices/X/index.tsx', code)).toEqual([
      expect.stringContaining("'planFinder' is a feature namespace"),
    ])
  })

  it('lets a module translate with the core namespaces without declaring them', async () => {
    const code = component(
      "useTranslation(); useTranslation('content'); useTranslation('slices'); useTranslation('common')",
    )
    expect(await namespaceErrors('src/ui/x.tsx', code)).toEqual([])
  })

  it('leaves server-only modules alone (the server holds every namespace)', async () => {
    const code =
      "import { i18nFor } from '~/i18n/i18n'\nexport const t = i18nFor('en').getFixedT('en', 'care')\n"
    expect(await namespaceErrors('src/features/leads/x.server.ts', code)).toEqual([])
    expect(await namespaceErrors('src/server/x.ts', code)).toEqual([])
    expect(await namespaceErrors('src/features/leads/x.ts', code)).toHaveLength(1)
  })

  it('fails a namespace it cannot read, one that does not exist, and a late declaration', async () => {
    expect(await namespaceErrors('src/ui/x.tsx', component('useTranslation(name)'))).toEqual([
      expect.stringContaining('Name the namespace with a string literal'),
    ])
    expect(await namespaceErrors('src/ui/x.tsx', component("useTranslation('enrolment')"))).toEqual(
      [expect.stringContaining("'enrolment' is not a namespace")],
    )
    const late = component(
      "needNamespaces(['care'])",
      "import { needNamespaces } from '~/i18n/i18n'",
    )
    expect(await namespaceErrors('src/ui/x.tsx', late)).toEqual([
      expect.stringContaining('needNamespaces runs once, at the top level'),
    ])
  })
})

describe('a route file and its head modules translate with what the modules it imports declare', () => {
  const route = (imports: string, ns = 'stores') =>
    `${imports}\nimport { i18nFor } from '~/i18n/i18n'\nexport const name = () => i18nFor('en').getFixedT('en', '${ns}')('heading')\n`

  it('passes a route whose component module declares the namespace its head uses', async () => {
    const code = route("import { StoreLocatorPage } from '~/features/stores/store-locator-page'")
    expect(await namespaceErrors('src/routes/$lang/x/index.tsx', code)).toEqual([])
  })

  it('fails a route that imports no module declaring it', async () => {
    const code = route("import { storeSearch } from '~/features/stores/store-search'")
    expect(await namespaceErrors('src/routes/$lang/x/index.tsx', code)).toEqual([
      expect.stringContaining("This route file uses the feature namespace 'stores'"),
    ])
  })

  it('fails a route whose head module uses a namespace nothing it imports declares', async () => {
    const only = "import { enrollmentTitle } from '~/features/enrollment/enroll-search'\n"
    expect(await namespaceErrors('src/routes/$lang/x/index.tsx', only)).toEqual([
      expect.stringContaining(
        "src/features/enrollment/enroll-search.ts uses the feature namespace 'enrollment'",
      ),
    ])
    const withPage = `${only}import { EnrollmentPage } from '~/features/enrollment/enrollment-page'\n`
    expect(await namespaceErrors('src/routes/$lang/x/index.tsx', withPage)).toEqual([])
  })

  it('fails a declaration in a route file or a head module (they load on every page)', async () => {
    const code = "import { needNamespaces } from '~/i18n/i18n'\nneedNamespaces(['stores'])\n"
    for (const file of ['src/routes/$lang/x/index.tsx', 'src/features/enrollment/enroll-search.ts'])
      expect(await namespaceErrors(file, code)).toEqual([
        expect.stringContaining('does not declare namespaces'),
      ])
  })

  it('names head modules that exist, and takes its core namespaces from CORE_NAMESPACES', async () => {
    const config = await eslint.calculateConfigForFile(path.join(root, 'src/ui/x.tsx'))
    const { core, headModules } = config.settings.i18nNamespaces
    expect(core).toEqual([...CORE_NAMESPACES])
    expect(headModules.length).toBeGreaterThan(0)
    for (const file of headModules) expect(existsSync(path.join(root, file)), file).toBe(true)
  })
})

describe('a lazily loaded module renders once its strings have loaded', () => {
  const slot = (load: string) =>
    `import { lazy } from 'react'\nimport { withStrings } from './i18n/i18n'\nexport const Slot = lazy(() => ${load})\n`

  it('fails a lazy import that does not wait for its strings', async () => {
    expect(
      await namespaceErrors('src/x.ts', slot("import('./features/leads/request-call-page')")),
    ).toEqual([expect.stringContaining('i18n/lazy-strings: A lazily loaded module renders once')])
    expect(
      await namespaceErrors(
        'src/x.ts',
        slot("import('./features/leads/request-call-page').then(withStrings)"),
      ),
    ).toEqual([])
  })

  it('passes a slice given to preloadable, which waits', async () => {
    const code =
      "import { preloadable } from '../src/content/preloadable-slice'\nexport const c = { hero: preloadable(() => import('./Hero')) }\n"
    expect(await namespaceErrors('slices/x.ts', code)).toEqual([])
    const real = readFileSync(path.join(root, 'src/content/preloadable-slice.tsx'), 'utf8')
    expect(await namespaceErrors('src/content/preloadable-slice.tsx', real)).toEqual([])
    const notWaiting = real.replace('.then(withStrings)', '')
    expect(notWaiting).not.toBe(real)
    expect(await namespaceErrors('src/content/preloadable-slice.tsx', notWaiting)).toEqual([
      expect.stringContaining('preloadable is named as waiting'),
    ])
  })

  it('passes a server function, and an unwaited module only while it translates nothing', async () => {
    const fn = "export const f = async () => (await import('./stores.functions')).getStores()\n"
    expect(await namespaceErrors('src/features/stores/x.ts', fn)).toEqual([])
    const config = "export const f = () => import('./public-config')\n"
    expect(await namespaceErrors('src/shared/x.ts', config)).toEqual([])
    // An import listed as translating nothing is checked: with the call request page listed, its
    // lead form's declaration of 'leads' fails it.
    const listing = new ESLint({
      cwd: root,
      overrideConfig: {
        files: ['src/**/*.ts'],
        rules: { 'i18n/lazy-strings': ['error', { unwaited: ['./request-call-page'] }] },
      },
    })
    const [result] = await listing.lintText(
      "export const f = () => import('./request-call-page')\n",
      {
        filePath: path.join(root, 'src/features/leads/x.ts'),
      },
    )
    expect(result!.messages.map((message) => message.message)).toEqual([
      expect.stringContaining(
        "'./request-call-page' is in the rule's 'unwaited' list, but src/features/leads/lead-form.tsx in it translates with the feature namespace 'leads'",
      ),
    ])
  })

  it('fails a lazy import of a head module whose namespace nothing in it declares', async () => {
    const code =
      "import { withStrings } from '~/i18n/i18n'\nexport const f = () => import('~/features/enrollment/enroll-search').then(withStrings)\n"
    expect(await namespaceErrors('src/x.ts', code)).toEqual([
      expect.stringContaining(
        "src/features/enrollment/enroll-search.ts uses the feature namespace 'enrollment', which no module this lazily loaded module imports declares",
      ),
    ])
  })
})

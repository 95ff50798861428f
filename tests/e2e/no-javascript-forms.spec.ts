import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './test'
import {
  expectNoAxeViolations as expectNoAxeViolationsWithScripts,
  expectNoAxeViolationsWithoutScripts as expectNoAxeViolations,
} from './axe'

// A browser with scripts off (a setting, a filter, a bundle that never arrived): the drug search,
// the provider search, the email signup and the call request are plain HTML forms, and the server
// answers each (decision 0024). Every journey runs in both languages and ends with an axe scan of the
// page as this browser shows it.
test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 90_000 })

type Tree = { [key: string]: string | Tree }
const strings = (locale: string, namespace: string) => {
  const tree = JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8')) as Tree
  return (path: string, values: Record<string, string> = {}) => {
    const found = path
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, key) => (typeof node === 'object' ? node[key] : undefined),
        tree,
      )
    if (typeof found !== 'string') throw new Error(`No string ${locale}/${namespace}:${path}`)
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
  }
}

const LANGS = [
  {
    lang: 'en',
    locale: 'en-us',
    drugs: '/search-drugs/',
    providers: '/search-providers/',
    signupPage: '/health-and-wellness/',
    thankYou: '/thank-you/',
    thanks: 'Thank you for signing up!',
    callRequest: '/request-call/',
    callScheduled: '/call-scheduled/',
    findPlans: 'Find plans',
    usePlan: "Search this plan's drugs",
    zip: 'ZIP code',
    stores: '/food-and-home/where-to-shop/',
    documents: '/find-plan-documents/',
    county: 'County',
    plan: 'Plan',
    findDocuments: 'Find documents',
    showDocuments: 'Show documents',
    summary: /Summary of Benefits 2026/,
  },
  {
    lang: 'es',
    locale: 'es-mx',
    drugs: '/es/buscar-medicamentos/',
    providers: '/es/buscar-proveedores/',
    signupPage: '/es/salud-y-bienestar/',
    thankYou: '/es/gracias/',
    thanks: '¡Gracias por suscribirse!',
    callRequest: '/es/solicitud-de-llamada/',
    callScheduled: '/es/programacion-de-llamada/',
    findPlans: 'Buscar planes',
    usePlan: 'Buscar medicamentos de este plan',
    zip: 'Código postal',
    stores: '/es/alimentos-y-vivienda/donde-comprar/',
    documents: '/es/encontrar-plan-docs/',
    county: 'Condado',
    plan: 'Plan',
    findDocuments: 'Buscar documentos',
    showDocuments: 'Mostrar documentos',
    summary: /Resumen de beneficios 2026/,
  },
] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

for (const c of LANGS) {
  const formulary = strings(c.locale, 'formulary')
  const providers = strings(c.locale, 'providers')
  const signup = strings(c.locale, 'emailSignup')
  const leads = strings(c.locale, 'leads')
  const stores = strings(c.locale, 'stores')

  test.describe(`forms without JavaScript (${c.lang})`, () => {
    test(`drug search: a plan, Search, the matches, a drug's coverage and its alternatives (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.drugs)
      await page.getByLabel(c.zip).fill('33101')
      await page.getByRole('button', { name: c.findPlans }).click()
      await page.getByRole('button', { name: c.usePlan }).click()
      await expect(page).toHaveURL(/plan=ceiba-[a-z0-9-]+/)
      const plan = new URL(page.url()).searchParams.get('plan')!

      await page.getByRole('combobox', { name: formulary('search.label') }).fill('lipitor')
      await page.getByRole('button', { name: formulary('search.submit'), exact: true }).click()
      // The plan and the ZIP are kept: the search lands on the results, not back on step 1.
      const sent = new URL(page.url()).searchParams
      expect([sent.get('plan'), sent.get('zip'), sent.get('q')]).toEqual([plan, '33101', 'lipitor'])
      await expect(
        page.getByRole('heading', { name: formulary('search.results', { query: 'lipitor' }) }),
      ).toBeVisible()
      await expect(page.getByRole('combobox', { name: formulary('search.label') })).toHaveValue(
        'lipitor',
      )

      await page
        .getByRole('link', { name: formulary('drug.view', { name: 'Lipitor' }), exact: true })
        .click()
      expect(new URL(page.url()).searchParams.get('drug')).toBe('lipitor')
      await expect(
        page.getByRole('heading', { level: 2, name: 'Lipitor', exact: true }),
      ).toBeVisible()
      // Covered alternatives are shown open, each a link to its own coverage.
      await expect(
        page.getByRole('heading', { name: formulary('drug.alternativesHeading') }),
      ).toBeVisible()
      // The saved list needs a script: the page says so, and the Save button is not offered.
      await expect(
        page.getByText(formulary('noScript.savedList', { phone: '1-800-555-0123', tty: '711' })),
      ).toBeVisible()
      await expect(
        page.getByRole('button', { name: strings(c.locale, 'care')('save.drug') }),
      ).toBeHidden()
      await expect(
        page.getByRole('button', {
          name: new RegExp(formulary('saved.open', { count: '0' }).replace(/[()]/g, '\\$&')),
        }),
      ).toBeHidden()
      await expectNoAxeViolations(page)

      // A word nothing matches says so, on the server's page too.
      await page.getByRole('combobox', { name: formulary('search.label') }).fill('qqqzzxx')
      await page.getByRole('button', { name: formulary('search.submit'), exact: true }).click()
      await expect(page.getByText(formulary('search.noMatch'))).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`provider search: a ZIP and words, filters applied and cleared, another page (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.providers)
      await expect(
        page.getByText(providers('noScript.deepLink', { phone: '1-800-555-0123', tty: '711' })),
      ).toBeVisible()
      await page.getByLabel(providers('search.zip')).fill('33125')
      await page.getByRole('button', { name: providers('search.submit'), exact: true }).click()
      // The page the browser lands on (past the redirect that drops the empty fields).
      await expect(page).toHaveURL(/[?&]zip=33125(&|$)/)
      expect(new URL(page.url()).searchParams.get('q')).toBeNull()
      await expect(page.getByLabel(providers('search.zip'))).toHaveValue('33125')
      await expect(page.locator('.directory-card').first()).toBeVisible()

      await page
        .getByLabel(providers('filters.language'), { exact: true })
        .selectOption({ label: providers('languages.spanish') })
      await page.getByLabel(providers('filters.accepting')).check()
      await page.getByRole('button', { name: providers('filters.apply') }).click()
      const filtered = new URL(page.url()).searchParams
      expect([filtered.get('zip'), filtered.get('language'), filtered.get('accepting')]).toEqual([
        '33125',
        'Spanish',
        'true',
      ])
      await expect(page.locator('.directory-card').first()).toContainText(
        providers('languages.spanish'),
      )
      await expect(page.getByLabel(providers('filters.accepting'))).toBeChecked()
      await expectNoAxeViolations(page)

      await page.getByRole('link', { name: providers('filters.clear') }).click()
      const cleared = new URL(page.url()).searchParams
      expect([cleared.get('zip'), cleared.get('language'), cleared.get('accepting')]).toEqual([
        '33125',
        null,
        null,
      ])
      await expect(page.getByLabel(providers('filters.accepting'))).not.toBeChecked()
      const next = page
        .getByRole('navigation', { name: providers('results.pagination') })
        .getByRole('link', { name: providers('results.next') })
      await next.click()
      expect(new URL(page.url()).searchParams.get('page')).toBe('2')
      await expect(page.locator('.directory-card').first()).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`email signup: the server's messages, the answers kept, then the thank-you page (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.signupPage)
      const form = page.locator('form.signup-form')
      await form.getByLabel(signup('firstName')).fill('Luis')
      await form.getByLabel(signup('lastName')).fill('Ortega')
      // An address the browser lets through and the schema refuses.
      await form.getByLabel(signup('email')).fill('luis@example')
      await form.getByRole('button', { name: signup('submit') }).click()
      await expect(
        page.getByRole('alert').getByRole('link', { name: signup('errors.email') }),
      ).toBeVisible()
      await expect(form.getByLabel(signup('firstName'))).toHaveValue('Luis')
      await expect(form.getByLabel(signup('email'))).toHaveValue('luis@example')
      expect(page.url()).not.toMatch(/Luis|Ortega|example/)
      await expectNoAxeViolations(page)

      await form.getByLabel(signup('email')).fill(`luis.${c.lang}.${Date.now()}@example.com`)
      await form.getByRole('button', { name: signup('submit') }).click()
      expect(pathAndQuery(page)).toBe(c.thankYou)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.thanks)
      await expectNoAxeViolations(page)
    })

    // These two were plain GET forms already; the journeys keep them so.
    test(`store locator and plan documents finder (${c.lang})`, async ({ page }) => {
      await page.goto(c.stores)
      await page.getByLabel(stores('zip')).fill('77002')
      await page.getByRole('button', { name: stores('submit') }).click()
      await expect(page).toHaveURL(/\?zip=77002&radius=10$/)
      await expect(page.locator('.directory-card').first()).toBeVisible()
      await expectNoAxeViolations(page)

      await page.goto(c.documents)
      await page.getByLabel(c.zip).fill('33101')
      await page.getByRole('button', { name: c.findDocuments }).click()
      const county = page.getByLabel(c.county)
      if (await county.isVisible()) {
        await county.selectOption({ index: 1 })
        await page.getByRole('button', { name: c.findDocuments }).click()
      }
      await page.getByLabel(c.plan, { exact: true }).selectOption({ index: 1 })
      await page.getByRole('button', { name: c.showDocuments }).click()
      await expect(page.getByRole('link', { name: c.summary })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`call request: a phone number "123" comes back with the spec's message and every answer, then the call is scheduled (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.callRequest)
      await page.getByLabel(leads('firstName')).fill('Rosa')
      await page.getByLabel(leads('lastName')).fill('Delgado')
      await page.getByLabel(leads('phone')).fill('123')
      await page.getByLabel(leads('zipCode')).fill('33125')
      await page.getByLabel(leads('callbackWindow.options.evening')).check()
      await page.getByRole('button', { name: leads('submit') }).click()
      expect(pathAndQuery(page)).toBe(c.callRequest)
      await expect(
        page.getByRole('alert').getByRole('link', { name: leads('errors.phone') }),
      ).toBeVisible()
      await expect(page.getByText(leads('errors.phone'), { exact: true }).last()).toBeVisible()
      await expect(page.getByLabel(leads('firstName'))).toHaveValue('Rosa')
      await expect(page.getByLabel(leads('lastName'))).toHaveValue('Delgado')
      await expect(page.getByLabel(leads('phone'))).toHaveValue('123')
      await expect(page.getByLabel(leads('zipCode'))).toHaveValue('33125')
      await expect(page.getByLabel(leads('callbackWindow.options.evening'))).toBeChecked()
      await expect(page.getByText(/Something went wrong|Algo falló/)).toHaveCount(0)
      await expectNoAxeViolations(page)

      await page.getByLabel(leads('phone')).fill('(305) 555-0142')
      await page.getByRole('button', { name: leads('submit') }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(c.callScheduled)}$`))
      expect(page.url()).not.toMatch(/Rosa|555|evening/)
      await expectNoAxeViolations(page)
    })
  })
}

// The addresses those forms produce, opened by a browser whose scripts run: the page hydrates as
// the server rendered it (the fixture fails on a mismatch) and carries on with scripts.
for (const c of LANGS) {
  const formulary = strings(c.locale, 'formulary')
  const providers = strings(c.locale, 'providers')
  test.describe(`the forms' addresses with JavaScript (${c.lang})`, () => {
    test.use({ javaScriptEnabled: true })

    test(`a drug search and a provider search in the address hydrate as rendered (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(`${c.drugs}?plan=ceiba-core-hmo-miami-2026&zip=33125&q=lipitor`)
      await expect(
        page.getByRole('heading', { name: formulary('search.results', { query: 'lipitor' }) }),
      ).toBeVisible()
      await page
        .getByRole('link', { name: formulary('drug.view', { name: 'Lipitor' }), exact: true })
        .click()
      await expect(
        page.getByRole('heading', { level: 2, name: 'Lipitor', exact: true }),
      ).toBeVisible()
      await expect(
        page.getByText(formulary('noScript.savedList', { phone: '1-800-555-0123', tty: '711' })),
      ).toBeHidden()
      await expectNoAxeViolationsWithScripts(page)

      await page.goto(`${c.providers}?zip=33125&accepting=true`)
      await expect(page.locator('.directory-card').first()).toBeVisible()
      await expect(page.getByLabel(providers('filters.accepting'))).toBeChecked()
      await page
        .getByLabel(providers('filters.language'), { exact: true })
        .selectOption({ label: providers('languages.spanish') })
      await page.getByRole('button', { name: providers('filters.apply') }).click()
      await expect(
        page.getByRole('status').filter({ hasText: providers('results.updated') }),
      ).toBeVisible()
      expect(new URL(page.url()).hash).toContain('language=Spanish')
      await expectNoAxeViolationsWithScripts(page)
    })
  })
}

test.describe('bad input to a page form is answered with a page', () => {
  const lead = {
    firstName: 'Rosa',
    lastName: 'Delgado',
    phone: '305-555-0142',
    zipCode: '33125',
    language: 'es',
    idempotencyKey: 'no-js-bad-input-01',
  }

  test('a cross-site post, a JSON body, an oversized body and a missing token: HTML in the person’s language, nothing stored, never a 5xx', async ({
    request,
  }) => {
    const crossSite = await request.post('/es/solicitud-de-llamada/', {
      headers: { origin: 'https://evil.example' },
      form: lead,
      maxRedirects: 0,
    })
    expect(crossSite.status()).toBe(403)
    expect(crossSite.headers()['content-type']).toMatch(/^text\/html/)
    expect(await crossSite.text()).toContain(strings('es-mx', 'common')('formPost.crossSiteTitle'))

    const common = strings('en-us', 'common')
    const values = { phone: '1-800-555-0123', tty: '711' }
    for (const [name, send, notice] of [
      [
        'JSON',
        () => request.post('/request-call/', { data: lead, maxRedirects: 0 }),
        common('formPost.refused', values),
      ],
      [
        'oversized',
        () =>
          request.post('/request-call/', {
            form: { ...lead, firstName: 'a'.repeat(20_000) },
            maxRedirects: 0,
          }),
        common('formPost.refused', values),
      ],
      [
        'no form token',
        () => request.post('/request-call/', { form: lead, maxRedirects: 0 }),
        common('formPost.expired'),
      ],
      [
        'a signup without a token',
        () =>
          request.post('/health-and-wellness/', {
            form: { firstName: 'Luis', lastName: 'Ortega', email: 'l@example.com', language: 'en' },
            maxRedirects: 0,
          }),
        common('formPost.expired'),
      ],
    ] as const) {
      const response = await send()
      expect(response.status(), name).toBe(200)
      expect(response.headers()['content-type'], name).toMatch(/^text\/html/)
      expect(response.headers()['cache-control'], name).toBe('private, no-store')
      const html = (await response.text())
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
      expect(html, name).toContain(notice)
    }
  })
})

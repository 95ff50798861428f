import { expect, test, type Page } from './test'
import { expectNoAxeViolations } from './axe'

// Plan document sets are published for every year from 2019 (spec 9.1): the finder
// leads to a past year's plan and its documents, each a real PDF, and the yearly lists exist.
const cases = [
  {
    lang: 'en',
    finder: '/find-plan-documents/',
    zip: 'ZIP code',
    year: 'Plan year',
    plan: 'Plan',
    find: 'Find documents',
    show: 'Show documents',
    summary: (year: number) => new RegExp(`^Summary of Benefits ${year} \\(PDF\\)$`),
    documentsHeading: (year: number) => new RegExp(`documents, ${year}$`),
    referralList: (year: number) => `/plan-documents/${year}-referral-list/`,
    referralHeading: (year: number) => `${year} referral list`,
  },
  {
    lang: 'es',
    finder: '/es/encontrar-plan-docs/',
    zip: 'Código postal',
    year: 'Año del plan',
    plan: 'Plan',
    find: 'Buscar documentos',
    show: 'Mostrar documentos',
    summary: (year: number) => new RegExp(`^Resumen de beneficios ${year} \\(PDF\\)$`),
    documentsHeading: (year: number) => new RegExp(`${year}$`),
    referralList: (year: number) => `/es/documentos-plan/${year}-lista-referidos/`,
    referralHeading: (year: number) => `${year}`,
  },
] as const

/** The PDF behind a link: a 200 application/pdf whose bytes start with %PDF- and name the year. */
async function expectRealPdf(page: Page, href: string | null, year: number) {
  const response = await page.request.get(href ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const bytes = await response.body()
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(bytes.length).toBeGreaterThan(1500)
  expect(href).toContain(`/${year}/`)
}

for (const c of cases) {
  test.describe(`plan documents of past years (${c.lang})`, () => {
    for (const year of [2019, 2023]) {
      test(`a ${year} plan's documents are published as real PDFs (${c.lang})`, async ({
        page,
      }) => {
        await page.goto(c.finder)
        await page.getByLabel(c.zip).fill('33101')
        await expect(
          page.getByLabel(c.year).locator('option', { hasText: String(year) }),
        ).toHaveCount(1)
        await page.getByLabel(c.year).selectOption(String(year))
        await page.getByRole('button', { name: c.find }).click()
        await expect(page).toHaveURL(new RegExp(`\\?zip=33101&year=${year}$`))

        const plans = page.getByLabel(c.plan, { exact: true })
        await expect(plans).toBeVisible({ timeout: 15_000 })
        // Every plan offered is a plan of that year.
        const values = await plans
          .locator('option')
          .evaluateAll((options) =>
            options.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
          )
        expect(values.length).toBeGreaterThan(0)
        for (const value of values) expect(value).toMatch(new RegExp(`-${year}$`))
        await plans.selectOption(values[0]!)
        await page.getByRole('button', { name: c.show }).click()

        await expect(
          page.getByRole('heading', { level: 2, name: c.documentsHeading(year) }),
        ).toBeVisible()
        const summary = page.getByRole('link', { name: c.summary(year) })
        await expectRealPdf(page, await summary.getAttribute('href'), year)
        await expectNoAxeViolations(page)
      })
    }

    test(`the yearly lists of a past year are published (${c.lang})`, async ({ page }) => {
      const response = await page.goto(c.referralList(2019))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(c.referralHeading(2019))
      const file = page.locator('a[href$=".pdf"]').first()
      const href = await file.getAttribute('href')
      expect(href).toBe(`/plan-documents/files/2019-referral-list-${c.lang}.pdf`)
      const pdf = await page.request.get(href!)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      await expectNoAxeViolations(page)
    })
  })
}

import { readFileSync } from 'node:fs'
import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

test('the style guide shows every slice variation under a heading naming it', async ({ page }) => {
  await page.goto('/style-guide/')
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible()
  for (const name of [
    'Hero: ZIP entry',
    'QuoteOrStats: Stats',
    'AlertOrDisclaimer: Disclaimer',
    'VendorList: Default',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.locator('[data-slice-type]')).toHaveCount(
    await page.locator('.style-guide__entry').count(),
  )
  await page.getByRole('button', { name: /^Play video:/ }).waitFor()
  await expectNoAxeViolations(page)
})

type FaqDoc = {
  data: {
    slices: Array<{
      slice_type: string
      primary: {
        title?: string
        questions?: Array<{ question: string; answer: Array<{ text: string }> }>
      }
    }>
  }
}

/** The page's hero title and first FAQ entry, read from the document editors own. */
function fromDocument(file: string) {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as FaqDoc
  const hero = doc.data.slices.find((slice) => slice.slice_type === 'hero')
  const faq = doc.data.slices.find((slice) => slice.slice_type === 'faq_accordion')?.primary
    .questions?.[0]
  if (!hero?.primary.title || !faq) throw new Error(`${file} has no hero title or FAQ`)
  return { heading: hero.primary.title, question: faq.question, answer: faq.answer[0]!.text }
}

const cases = [
  { lang: 'en', path: '/dental/', ...fromDocument('content/page/en-us/dental.json') },
  {
    lang: 'es',
    path: '/es/beneficios-dentales/',
    ...fromDocument('content/page/es-mx/beneficios-dentales.json'),
  },
] as const

for (const c of cases) {
  test(`a benefit page built from slices opens its FAQ from the keyboard (${c.lang})`, async ({
    page,
  }) => {
    await page.goto(c.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
    await expect(page.getByRole('table')).toBeVisible()
    const question = page.locator('summary', { hasText: c.question })
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(c.answer)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

const criteriaPages = [
  {
    lang: 'en',
    path: '/prescription-drugs/drug-coverage-limits/2026-part-d-prior-authorization-criteria/',
    heading: 'Criteria documents',
    name: (code: string) => `2026 criteria, formulary ${code}`,
  },
  {
    lang: 'es',
    path: '/es/medicamentos-receta/limites-cobertura-medicamentos/2026-criterios-autorizacion-previa-parte-d/',
    heading: 'Documentos de criterios',
    name: (code: string) => `Criterios 2026, formulario ${code}`,
  },
] as const

for (const c of criteriaPages) {
  test(`a criteria page lists each formulary's criteria PDF from the formulary data, with its real size (${c.lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(c.path)
    const section = page.locator('[data-slice-type="criteria_documents"]')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(c.heading)
    const links = section.getByRole('link')
    await expect(links).toHaveCount(2)
    for (const [index, code] of ['GSB', 'GSC'].entries()) {
      const link = links.nth(index)
      const text = (await link.textContent()) ?? ''
      const size = new RegExp(`^${c.name(code)} \\(PDF, (\\d+) KB\\)$`).exec(text)
      expect(size, text).not.toBeNull()
      const href = (await link.getAttribute('href'))!
      expect(href).toBe(`/documents/criteria/${code.toLowerCase()}_2026-${c.lang}.pdf`)
      const pdf = await request.get(href)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      expect(Number(size![1])).toBe(Math.round((await pdf.body()).length / 1024))
    }
    await expectNoAxeViolations(page)
  })
}

test('the slice simulator explains itself when opened outside Slice Machine', async ({ page }) => {
  await page.goto('/slice-simulator/')
  await expect(page.getByRole('heading', { level: 1, name: 'Slice simulator' })).toBeVisible()
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
})

import { expect, test, type Page } from './test'
import { expectNoAxeViolations } from './axe'

const cases = [
  {
    lang: 'en',
    formulary: '/search-formulary/',
    drugs: '/search-drugs/',
    finder: '/find-plan-documents/',
    zip: 'ZIP code',
    findPlans: 'Find plans',
    plan: 'Plan',
    usePlan: "Search this plan's drugs",
    drugName: 'Drug name',
    search: 'Search',
    save: 'Save to my drug list',
    unsave: 'Saved · Remove from my drug list',
    saved: /My saved drugs \((\d)\)/,
    dialog: 'My saved drugs',
    remove: 'Remove Lipitor',
    print: 'Print my list',
    close: 'Close',
    alternatives: /Show covered alternatives/,
    hideAlternatives: 'Hide covered alternatives',
    noMatch: "We couldn't find any drugs to match your search — be sure to check your spelling.",
    outOfArea: "Sorry, we're not in your area yet!",
    year: 'Plan year',
    county: 'County',
    findDocuments: 'Find documents',
    showDocuments: 'Show documents',
    summary: /Summary of Benefits 2026/,
    archived: /Summary of Benefits 2021/,
    printHeading: 'My saved drugs from Ceiba Health',
    priorAuth: '/plan-documents/2026-prior-authorization-list/',
    priorAuthHeading: '2026 prior authorization list',
  },
  {
    lang: 'es',
    formulary: '/es/buscar-formulario/',
    drugs: '/es/buscar-medicamentos/',
    finder: '/es/encontrar-plan-docs/',
    zip: 'Código postal',
    findPlans: 'Buscar planes',
    plan: 'Plan',
    usePlan: 'Buscar medicamentos de este plan',
    drugName: 'Nombre del medicamento',
    search: 'Buscar',
    save: 'Guardar en mi lista de medicamentos',
    unsave: 'Guardado · Quitar de mi lista de medicamentos',
    saved: /Mis medicamentos guardados \((\d)\)/,
    dialog: 'Mis medicamentos guardados',
    remove: 'Eliminar Lipitor',
    print: 'Imprimir mi lista',
    close: 'Cerrar',
    alternatives: /Mostrar alternativas cubiertas/,
    hideAlternatives: 'Ocultar alternativas cubiertas',
    noMatch:
      'No pudimos encontrar ningún medicamento que coincida con su búsqueda — asegúrese de revisar la ortografía',
    outOfArea: '¡Lo sentimos, aún no estamos en su área!',
    year: 'Año del plan',
    county: 'Condado',
    findDocuments: 'Buscar documentos',
    showDocuments: 'Mostrar documentos',
    summary: /Resumen de beneficios 2026/,
    archived: /Resumen de beneficios 2021/,
    printHeading: 'Mis medicamentos guardados de Ceiba Health',
    priorAuth: '/es/documentos-plan/2026-lista-autorizacion-previa/',
    priorAuthHeading: 'Lista de autorización previa 2026',
  },
] as const

type Case = (typeof cases)[number]

async function choosePlan(page: Page, c: Case, path: string) {
  await page.goto(path)
  await page.getByLabel(c.zip).fill('33101')
  await page.getByRole('button', { name: c.findPlans }).click()
  await page.getByLabel(c.plan, { exact: true }).selectOption({ index: 0 })
  await page.getByRole('button', { name: c.usePlan }).click()
  await expect(page).toHaveURL(/plan=ceiba-/)
}

async function chooseDrug(page: Page, c: Case, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: c.drugName })
  await box.fill(typed)
  await expect(page.getByRole('option', { name: new RegExp(`^${option}`) }).first()).toBeVisible()
  await box.press('ArrowDown')
  const first = await page.getByRole('option').first().getAttribute('id')
  await expect(box).toHaveAttribute('aria-activedescendant', first!)
  await box.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: option, exact: true })).toBeVisible()
}

for (const c of cases) {
  test.describe(`formulary (${c.lang})`, () => {
    test(`search, save two drugs, reload, remove one, print (${c.lang})`, async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => undefined
      })
      await choosePlan(page, c, c.formulary)
      await chooseDrug(page, c, 'lipi', 'Lipitor')
      await page.getByRole('button', { name: c.alternatives }).click()
      await expect(page.getByRole('button', { name: c.hideAlternatives })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await page.getByRole('button', { name: c.save }).click()
      await expect(page.getByRole('button', { name: c.unsave })).toBeVisible()
      await chooseDrug(page, c, 'metfromin', 'metformin')
      await page.getByRole('button', { name: c.save }).click()
      await expect(page.getByRole('button', { name: c.saved })).toHaveText(c.saved)
      await expect(page.getByRole('button', { name: c.saved })).toContainText('(2)')

      await page.reload()
      const opener = page.getByRole('button', { name: c.saved })
      await expect(opener).toContainText('(2)')
      await opener.click()
      const dialog = page.getByRole('dialog', { name: c.dialog })
      await expect(dialog.getByRole('listitem')).toHaveCount(2)
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: c.remove }).click()
      await expect(dialog.getByRole('listitem')).toHaveCount(1)
      await expect(dialog).toContainText('metformin')
      await dialog.getByRole('button', { name: c.print }).click()
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('heading', { name: c.printHeading })).toBeVisible()
      await expect(page.locator('.site-header')).toBeHidden()
      await expect(page.getByRole('combobox', { name: c.drugName })).toBeHidden()
      await expect(page.locator('.saved-print')).toContainText('metformin')
      await expect(page.locator('.saved-print')).not.toContainText('Lipitor')
      await page.emulateMedia({ media: 'screen' })
      await dialog.getByRole('button', { name: c.close }).click()
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      await expectNoAxeViolations(page)
    })

    test(`a search with no match says so; an unserved ZIP is out of area (${c.lang})`, async ({
      page,
    }) => {
      await choosePlan(page, c, c.drugs)
      await page.getByRole('combobox', { name: c.drugName }).fill('qqqzzxx')
      await page.getByRole('button', { name: c.search, exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: c.noMatch })).toHaveText(c.noMatch)
      await expectNoAxeViolations(page)
      await page.goto(c.formulary)
      await page.getByLabel(c.zip).fill('99501')
      await page.getByRole('button', { name: c.findPlans }).click()
      await expect(page.getByRole('heading', { name: c.outOfArea })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`plan documents finder through to a PDF (${c.lang})`, async ({ page }) => {
      await page.goto(c.finder)
      await page.getByLabel(c.zip).fill('33101')
      await page.getByRole('button', { name: c.findDocuments }).click()
      const county = page.getByLabel(c.county)
      if (await county.isVisible()) {
        await county.selectOption({ index: 1 })
        await page.getByRole('button', { name: c.findDocuments }).click()
      }
      await page.getByLabel(c.plan, { exact: true }).selectOption({ index: 1 })
      await page.getByRole('button', { name: c.showDocuments }).click()
      const link = page.getByRole('link', { name: c.summary })
      await expect(link).toBeVisible()
      const pdf = await page.request.get((await link.getAttribute('href'))!)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      await expectNoAxeViolations(page)

      // Past years publish their own documents (spec 9.1; the plans of 2021 are in the catalogue).
      await page.getByLabel(c.year).selectOption('2021')
      await page.locator('main form button[type=submit]').click()
      await page.getByLabel(c.plan, { exact: true }).selectOption({ index: 1 })
      await page.getByRole('button', { name: c.showDocuments }).click()
      const archived = await page.request.get(
        (await page.getByRole('link', { name: c.archived }).getAttribute('href'))!,
      )
      expect(archived.headers()['content-type']).toBe('application/pdf')
      await expectNoAxeViolations(page)
    })

    test(`document list pages link real files (${c.lang})`, async ({ page }) => {
      await page.goto(c.priorAuth)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.priorAuthHeading)
      for (const href of await page
        .locator('main a[href$=".pdf"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        const response = await page.request.get(href!)
        expect(response.status(), href!).toBe(200)
      }
      await expectNoAxeViolations(page)
    })
  })
}

import type { Page } from '@playwright/test'
import { expect, test } from './test'
import AxeBuilder from '@axe-core/playwright'
import { expectNoAxeViolations } from './axe'

const PLAN = 'ceiba-core-hmo-miami-2026'

const cases = [
  {
    lang: 'en',
    formulary: `/search-formulary/?year=2026&plan=${PLAN}`,
    providers: '/search-providers/',
    finder: '/find-a-plan/?zip=33101&county=12086&view=all',
    planPage: `/enroll/${PLAN}/`,
    zip: 'ZIP code',
    search: 'Search',
    save: 'Save to my drug list',
    unsave: 'Saved · Remove from my drug list',
    addProvider: /^Add to my care list\s*: /,
    inList: /^In my care list · Remove\s*: /,
    // Each plan's region is named with its plan (axe landmark-unique): 'Your drugs and doctors on Ceiba Core HMO'.
    fitHeading: /^Your drugs and doctors on Ceiba /,
    fitRegion: 'Your drugs and doctors on Ceiba Core HMO',
    estimate: /Estimated yearly cost: \$[\d,.]+ a year \(\$[\d,.]+ premium \+ \$[\d,.]+ drugs\)/,
    covered:
      /Lipitor: (Covered · Tier \d · \$[\d,.]+ a month|Not covered · \$[\d,.]+ a month, full price)/,
    insulin: /Lantus: Covered · Tier \d · \$(\d+(\.\d+)?) a month/,
    notCovered: 'Lipitor: Not covered · $350 a month, full price',
    network: /: (In network|Out of network)$/,
    rule: 'HMO: the plan covers only doctors and facilities in its network, except in an emergency or for urgent care.',
    medicalOnly: 'Ceiba Medical Only HMO',
    sort: 'Sort plans by',
    byEstimate: 'Lowest estimated yearly cost',
    compare: 'Compare plans side by side',
    compareTable: /^Plans in Miami-Dade County/,
    group: 'Your drugs and doctors',
    print: 'Print my plan comparison',
    printHeading: 'My plan comparison from Ceiba Health',
    printCall: 'Questions? Call 1-800-555-0123 (TTY 711).',
    monthsCaption: 'Your drug costs each month of 2026',
    leavesOut: 'What this estimate leaves out',
  },
  {
    lang: 'es',
    formulary: `/es/buscar-formulario/?year=2026&plan=${PLAN}`,
    providers: '/es/buscar-proveedores/',
    finder: '/es/encontrar-un-plan/?zip=33101&county=12086&view=all',
    planPage: `/es/inscribirse/${PLAN}/`,
    zip: 'Código postal',
    search: 'Buscar',
    save: 'Guardar en mi lista de medicamentos',
    unsave: 'Guardado · Quitar de mi lista de medicamentos',
    addProvider: /^Agregar a mi lista de atención\s*: /,
    inList: /^En mi lista de atención · Quitar\s*: /,
    fitHeading: /^Sus medicamentos y médicos en Ceiba /,
    fitRegion: 'Sus medicamentos y médicos en Ceiba Core HMO',
    estimate:
      /Costo anual estimado: \$[\d,.]+ al año \(\$[\d,.]+ de prima \+ \$[\d,.]+ de medicamentos\)/,
    covered:
      /Lipitor: (Cubierto · Nivel \d · \$[\d,.]+ al mes|No cubierto · \$[\d,.]+ al mes, precio completo)/,
    insulin: /Lantus: Cubierto · Nivel \d · \$(\d+(\.\d+)?) al mes/,
    notCovered: 'Lipitor: No cubierto · $350 al mes, precio completo',
    network: /: (Dentro de la red|Fuera de la red)$/,
    rule: 'HMO: el plan cubre solo a los médicos y centros de su red, excepto en una emergencia o para atención de urgencia.',
    medicalOnly: 'Ceiba Medical Only HMO',
    sort: 'Ordenar los planes por',
    byEstimate: 'Menor costo anual estimado',
    compare: 'Compare los planes lado a lado',
    compareTable: /^Comparación de los planes en el condado de Miami-Dade/,
    group: 'Sus medicamentos y médicos',
    print: 'Imprimir mi comparación de planes',
    printHeading: 'Mi comparación de planes de Ceiba Health',
    printCall: '¿Preguntas? Llame al 1-800-555-0123 (TTY 711).',
    monthsCaption: 'Sus costos de medicamentos cada mes de 2026',
    leavesOut: 'Lo que este cálculo no incluye',
  },
] as const

type Case = (typeof cases)[number]

async function saveDrug(page: Page, c: Case, drug: string) {
  await page.goto(`${c.formulary}&drug=${drug}`)
  await page.getByRole('button', { name: c.save }).click()
  await expect(page.getByRole('button', { name: c.unsave })).toBeVisible()
}

const amount = (text: string) =>
  Number((/\$([\d,]+(?:\.\d+)?)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''))

for (const c of cases) {
  test(`my drugs and my doctor on every plan (${c.lang})`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.addInitScript(() => {
      window.print = () => undefined
    })
    const planFitPosts: Array<{ url: string; method: string; body: string | null }> = []
    page.on('request', (request) => {
      if (request.url().includes('/api/plan-fit'))
        planFitPosts.push({
          url: request.url(),
          method: request.method(),
          body: request.postData(),
        })
    })

    await saveDrug(page, c, 'lipitor')
    await saveDrug(page, c, 'lantus')

    await page.goto(c.providers)
    await page.getByLabel(c.zip).fill('33125')
    await page.getByRole('button', { name: c.search, exact: true }).click()
    const add = page.getByRole('button', { name: c.addProvider }).first()
    // The first directory search of a fresh server loads the directory: it may take a while.
    await expect(add).toBeVisible({ timeout: 120_000 })
    const doctor = ((await add.getAttribute('aria-label')) ?? (await add.innerText()))
      .split(': ')
      .pop()!
      .trim()
    await add.click()
    await expect(page.getByRole('button', { name: c.inList }).first()).toBeVisible()

    await page.goto(c.finder)
    const card = page.getByRole('article', { name: 'Ceiba Core HMO', exact: true })
    const fit = card.getByRole('region', { name: c.fitHeading })
    await expect(fit).toContainText(c.estimate)
    await expect(fit.getByRole('listitem').filter({ hasText: 'Lipitor:' })).toHaveText(c.covered)
    const insulin = await fit.getByRole('listitem').filter({ hasText: 'Lantus:' }).innerText()
    expect(insulin).toMatch(c.insulin)
    expect(Number(c.insulin.exec(insulin)?.[1])).toBeLessThanOrEqual(35)
    await expect(fit.getByRole('listitem').filter({ hasText: doctor })).toHaveText(c.network)
    await expect(fit).toContainText(c.rule)
    // One region per plan card, each with its own name (six once shared one).
    const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze()
    expect(landmarks.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
    await expect(card.getByRole('region', { name: c.fitRegion })).toBeVisible()
    const medicalOnly = page
      .getByRole('article', { name: c.medicalOnly, exact: true })
      .getByRole('region', { name: c.fitHeading })
    await expect(medicalOnly.getByRole('listitem').filter({ hasText: 'Lipitor:' })).toHaveText(
      c.notCovered,
    )

    // The list went in POST bodies only: drug ids, fills and the NPI; never in a URL.
    expect(planFitPosts.length).toBeGreaterThan(0)
    for (const post of planFitPosts) {
      expect(post.method).toBe('POST')
      expect(new URL(post.url).search).toBe('')
      expect(JSON.parse(post.body ?? '{}')).toMatchObject({
        county: '12086',
        year: 2026,
        drugs: [
          { id: 'lipitor', days: 30 },
          { id: 'lantus', days: 30 },
        ],
      })
    }

    await page.getByLabel(c.sort).selectOption({ label: c.byEstimate })
    const estimates = await page.locator('.plan-list .care-fit__estimate strong').allInnerTexts()
    expect(estimates.length).toBeGreaterThan(2)
    const values = estimates.map(amount)
    expect(values).toEqual([...values].sort((a, b) => a - b))

    await page.getByRole('heading', { name: c.compare }).click()
    // The comparison table (each card has its payment plan's table too).
    const table = page.getByRole('table', { name: c.compareTable })
    await expect(table.getByRole('columnheader', { name: c.group })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Lipitor' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: doctor })).toBeVisible()

    await page.getByRole('button', { name: c.print }).click()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByText(c.printHeading)).toBeVisible()
    await expect(page.getByText(c.printCall)).toBeVisible()
    await expect(page.getByRole('table', { name: c.compareTable })).toBeVisible()
    await expect(page.locator('.plan-list')).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await expectNoAxeViolations(page)

    await page.goto(c.planPage)
    await expect(page.getByRole('table', { name: c.monthsCaption })).toBeVisible()
    await expect(page.getByRole('heading', { name: c.leavesOut })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  // 14 hours ahead of UTC and 11 behind: at any hour one of them is on another day than the site.
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    test.describe(() => {
      test.use({ timezoneId })
      test(`the results hydrate as the server wrote them, and a printout carries the visitor's day (${timezoneId}, ${c.lang})`, async ({
        page,
      }) => {
        // The test's page fails the journey if React found other text than the server's.
        await page.goto(c.finder)
        const today = await page.evaluate(
          (lang) =>
            new Date().toLocaleDateString(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'long' }),
          c.lang,
        )
        await page.emulateMedia({ media: 'print' })
        await expect(page.locator('.care-print')).toContainText(today)
        await page.emulateMedia({ media: 'screen' })
        await expectNoAxeViolations(page)
        // The saved drugs' printout too.
        await page.goto(c.formulary)
        await expect(page.locator('.saved-print')).toContainText(today)
        await expectNoAxeViolations(page)
      })
    })
  }
}

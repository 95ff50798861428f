import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from './axe'

// Pick and compare: each card's Compare box, two or three plans side by side with the estimate
// rows, a share link that carries the plans in its query and the care list in its fragment only,
// and the print of that view. Miami-Dade County (ZIP 33101) offers six 2026 plans
// (db/seed/plans), all under contract H1234.
const cases = [
  {
    lang: 'en',
    finder: '/find-a-plan/?zip=33101&county=12086&view=all',
    county: '/find-a-plan/miami-dade-county-fl/',
    compare: 'Compare',
    results: 'Medicare Advantage plans in Miami-Dade County, FL',
    none: 'Choose 2 or 3 plans with their Compare boxes.',
    one: '1 plan chosen to compare.',
    three: '3 plans chosen to compare.',
    limit: 'You can compare up to 3 plans. Uncheck one to choose another.',
    tooFew: 'Choose at least 2 plans to compare.',
    submitAny: 'Compare the chosen plans',
    submit2: 'Compare 2 plans',
    submit3: 'Compare 3 plans',
    heading: 'The plans you chose, side by side',
    caption: '3 plans in Miami-Dade County, FL for 2026, compared',
    caption2: '2 plans in Miami-Dade County, FL for 2026, compared',
    benefit: 'Benefit',
    premium: 'Monthly premium',
    estimate: 'Estimated yearly cost',
    material: 'Ceiba Core HMO (plan ID H1234-001-000): material ID H1234_2026SB_M',
    back: 'Back to all plans',
    linkLabel: 'Link to this comparison',
    includeCare: 'Put my drugs and doctors in the link',
    copy: 'Copy link',
    copied: 'Link copied. It holds the plans you chose and your drugs and doctors.',
    shared:
      'The estimates below are for the drugs and doctors in the link you opened, not for your own list.',
    printed: /^Printed on [A-Z][a-z]+ \d{1,2}, 20\d\d$/,
  },
  {
    lang: 'es',
    finder: '/es/encontrar-un-plan/?zip=33101&county=12086&view=all',
    county: '/es/encontrar-un-plan/miami-dade-county-fl-es/',
    compare: 'Comparar',
    results: 'Planes Medicare Advantage en el condado de Miami-Dade, FL',
    none: 'Elija 2 o 3 planes con sus casillas Comparar.',
    one: '1 plan elegido para comparar.',
    three: '3 planes elegidos para comparar.',
    limit: 'Puede comparar hasta 3 planes. Desmarque uno para elegir otro.',
    tooFew: 'Elija al menos 2 planes para comparar.',
    submitAny: 'Comparar los planes elegidos',
    submit2: 'Comparar 2 planes',
    submit3: 'Comparar 3 planes',
    heading: 'Los planes que eligió, lado a lado',
    caption: 'Comparación de 3 planes en el condado de Miami-Dade, FL para 2026',
    caption2: 'Comparación de 2 planes en el condado de Miami-Dade, FL para 2026',
    benefit: 'Beneficio',
    premium: 'Prima mensual',
    estimate: 'Costo anual estimado',
    material: 'Ceiba Core HMO (ID del plan H1234-001-000): ID de material H1234_2026SB_M',
    back: 'Volver a todos los planes',
    linkLabel: 'Enlace a esta comparación',
    includeCare: 'Incluir mis medicamentos y médicos en el enlace',
    copy: 'Copiar el enlace',
    copied: 'Enlace copiado. Incluye los planes que eligió y sus medicamentos y médicos.',
    shared:
      'Los cálculos de abajo son para los medicamentos y médicos del enlace que abrió, no para su propia lista.',
    printed: /^Impreso el \d{1,2} de [a-z]+ de 20\d\d$/,
  },
] as const

const CHOSEN = ['Ceiba Core HMO', 'Ceiba Giveback HMO', 'Ceiba Core PPO'] as const

/** A care list as this browser keeps it (care-list.ts): Lipitor, a 30-day fill. */
async function withCareList(page: Page) {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('ceiba.myCare.v1')) return
    window.localStorage.setItem(
      'ceiba.myCare.v1',
      JSON.stringify({
        drugs: [{ id: 'lipitor', name: 'Lipitor', days: 30 }],
        providers: [],
        pharmacy: null,
      }),
    )
  })
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const box = (page: Page, c: (typeof cases)[number], name: string) =>
  card(page, name).getByRole('checkbox', { name: `${c.compare} ${name}` })

for (const c of cases) {
  test(`two or three chosen plans side by side, shared with the care list in the fragment only (${c.lang}) @phone`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await withCareList(page)
    await page.goto(c.finder)
    const status = page.getByRole('status').filter({ hasText: c.none })
    await expect(status).toBeVisible()

    // Each card's Compare box is a checkbox named with its plan; the count is announced.
    await box(page, c, CHOSEN[0]).check()
    await expect(page.getByRole('status').filter({ hasText: c.one })).toBeVisible()
    await box(page, c, CHOSEN[1]).press('Space')
    await expect(box(page, c, CHOSEN[1])).toBeChecked()
    await box(page, c, CHOSEN[2]).check()
    await expect(page.getByRole('status').filter({ hasText: c.three })).toBeVisible()
    // A fourth stays unticked, and the bar says why.
    await box(page, c, 'Ceiba Dual Choice D-SNP').click()
    await expect(box(page, c, 'Ceiba Dual Choice D-SNP')).not.toBeChecked()
    await expect(page.getByRole('status').filter({ hasText: c.limit })).toBeVisible()

    await page.getByRole('button', { name: c.submit3 }).click()
    const heading = page.getByRole('heading', { name: c.heading })
    await expect(heading).toBeFocused()
    const url = new URL(page.url())
    expect(url.searchParams.get('compare')?.split(',')).toEqual([
      'ceiba-core-hmo-miami-2026',
      'ceiba-giveback-hmo-miami-2026',
      'ceiba-core-ppo-miami-2026',
    ])
    const table = page.getByRole('table', { name: c.caption })
    // The plans' columns (the care rows' group heading is a header of its own below them).
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      c.benefit,
      ...CHOSEN,
    ])
    await expect(table.getByRole('rowheader', { name: c.premium })).toBeVisible()
    // The estimate rows of the care list: the yearly cost and the drug, for each plan.
    await expect(table.getByRole('rowheader', { name: c.estimate })).toBeVisible()
    const lipitor = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Lipitor' }) })
    await expect(lipitor.getByRole('cell')).toHaveCount(3)
    await expect(page.getByText(c.material)).toBeVisible()
    // Readable on a phone: the table scrolls inside its region, the page does not.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)

    // The share link: the plans in the query, the care list (when asked) after the '#'.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByLabel(c.includeCare).check()
    await page.getByRole('button', { name: c.copy }).click()
    await expect(page.getByRole('status').filter({ hasText: c.copied })).toBeVisible()
    const link = await page.getByLabel(c.linkLabel).inputValue()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    const shared = new URL(link)
    expect(shared.search).toContain('compare=')
    expect(shared.hash).toMatch(/^#care=[\w-]+$/)
    expect(shared.search).not.toMatch(/care|lipitor/i)
    await expectNoAxeViolations(page)

    // Opened by someone else (no list of their own): no request carries the list, the
    // estimates are the link's.
    const other = await browser.newContext({ viewport: page.viewportSize() })
    try {
      const theirs = await other.newPage()
      const asked: string[] = []
      theirs.on('request', (request) => asked.push(request.url()))
      await theirs.goto(link)
      const theirTable = theirs.getByRole('table', { name: c.caption })
      await expect(theirs.getByText(c.shared)).toBeVisible()
      await expect(theirTable.getByRole('rowheader', { name: 'Lipitor' })).toBeVisible()
      expect(asked.filter((address) => /care=|lipitor/i.test(address))).toEqual([])
      await expectNoAxeViolations(theirs)
    } finally {
      await other.close()
    }

    // Back to the list: the choice is still ticked, focus on the list's heading.
    await page.getByRole('link', { name: c.back }).click()
    await expect(box(page, c, CHOSEN[2])).toBeChecked()
    await expect(page.getByRole('heading', { name: c.results })).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test(`a county's plan page compares two chosen plans and goes back to its list (${c.lang})`, async ({
    page,
  }) => {
    await page.goto(c.county)
    await box(page, c, CHOSEN[0]).check()
    await box(page, c, CHOSEN[2]).check()
    await page.getByRole('button', { name: c.submit2 }).click()
    await expect(page.getByRole('heading', { name: c.heading })).toBeFocused()
    const url = new URL(page.url())
    // Still the county's own page, with the choice in its query.
    expect(url.pathname).toBe(c.county)
    expect(url.searchParams.get('compare')?.split(',')).toEqual([
      'ceiba-core-hmo-miami-2026',
      'ceiba-core-ppo-miami-2026',
    ])
    const table = page.getByRole('table', { name: c.caption2 })
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      c.benefit,
      CHOSEN[0],
      CHOSEN[2],
    ])
    await expectNoAxeViolations(page)
    await page.goBack()
    await expect(box(page, c, CHOSEN[0])).toBeChecked()
    await expect(box(page, c, CHOSEN[2])).toBeChecked()
    expect(new URL(page.url()).pathname).toBe(c.county)
  })

  test(`the comparison prints alone, with the date and each plan's material ID (${c.lang})`, async ({
    page,
  }) => {
    const url = new URL(c.finder, 'http://x')
    url.searchParams.set('compare', 'ceiba-core-hmo-miami-2026,ceiba-core-ppo-miami-2026')
    await page.goto(`${url.pathname}${url.search}`)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByText(c.printed)).toBeVisible()
    await expect(page.getByRole('table', { name: c.caption2 })).toBeVisible()
    await expect(page.getByText(c.material)).toBeVisible()
    await expect(page.getByRole('link', { name: c.back })).toBeHidden()
    await expect(page.getByRole('banner')).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByText(c.printed)).toBeHidden()
    await expectNoAxeViolations(page)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const c of cases) {
    test(`the Compare boxes are a GET form that opens the chosen plans side by side (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.finder)
      // One plan is not a comparison: the list again, its box ticked, the reason given.
      await box(page, c, CHOSEN[0]).check()
      await page.getByRole('button', { name: c.submitAny }).click()
      await expect(page.getByText(c.tooFew)).toBeVisible()
      await expect(box(page, c, CHOSEN[0])).toBeChecked()

      await box(page, c, CHOSEN[2]).check()
      await page.getByRole('button', { name: c.submitAny }).click()
      // The form sends compare= once per box; the page's address writes them as one list.
      expect(new URL(page.url()).searchParams.get('compare')?.split(',')).toEqual([
        'ceiba-core-hmo-miami-2026',
        'ceiba-core-ppo-miami-2026',
      ])
      const table = page.getByRole('table', { name: c.caption2 })
      await expect(table.getByRole('columnheader')).toHaveText([c.benefit, CHOSEN[0], CHOSEN[2]])
      await expect(page.getByText(c.material)).toBeVisible()
      await expectNoAxeViolationsWithoutScripts(page)
    })
  }
})

import { expect, test, type Route } from './test'
import { expectNoAxeViolations } from './axe'

// 70075 (Meraux, LA) lies in St. Bernard and Orleans parishes, both served in 2026; 10001 (New York) is not served.
const cases = [
  {
    lang: 'en',
    home: '/',
    finder: '/find-a-plan/',
    enrollPrefix: '/enroll/',
    zipLabel: 'ZIP code',
    find: 'Find plans',
    zipError: 'Please enter a 5-digit ZIP code',
    parishLegend: 'Which parish do you live in?',
    orleans: 'Orleans Parish, LA',
    stBernard: 'St. Bernard Parish, LA',
    continue: 'Continue',
    questions: 'Optional: tell us about your health',
    change: 'Change',
    changeWhat: 'ZIP code or county',
    medicaid: 'Do you have Medicaid?',
    yes: 'Yes',
    showPlans: 'Show plans',
    skip: 'Skip',
    results: 'Medicare Advantage plans in Orleans Parish, LA',
    snpResults: 'Special needs plans in Orleans Parish, LA',
    maOnlyResults:
      'Medicare Advantage plans without prescription drug coverage in Orleans Parish, LA',
    fitsMedicaid: 'Listed first because you have Medicaid.',
    // The card's Plan details link (its primary action, Enroll, opens the application itself).
    join: /^Plan details ?: Ceiba /,
    selected: /^You selected Ceiba /,
    start: 'Start your 2026 enrollment',
    enrollYear: '/enroll-2026/',
    outOfArea: "Sorry, we're not in your area yet!",
    healthTips: 'Get Health Tips',
    views: { all: 'All plans', snp: 'D-SNP, C-SNP', maOnly: 'MA-only', nav: 'Plan types' },
    noRx: 'Plans without prescription drug coverage (MA-only)',
    stars: /\d(\.\d)? out of 5 stars/,
    compare: 'Plan comparison table; scroll sideways to see every plan',
    compareHeading: 'Compare plans side by side',
    compareOthers: 'Compare other plans',
    more: 'More about this plan',
    premium: 'Monthly premium',
    highlights: 'Highlights',
    countyLegend: 'Which county do you live in?',
    monroe: 'Monroe County, FL',
    notServedIn: "plans aren't offered in Monroe County, FL yet",
    miamiDade: 'Miami-Dade County, FL',
    outOfCounty: "Sorry, we're not in your county yet!",
    noScript: 'These questions need JavaScript. You can see every plan without them.',
    lookingUp: 'Looking up ZIP code 33101…',
  },
  {
    lang: 'es',
    home: '/es/',
    finder: '/es/encontrar-un-plan/',
    enrollPrefix: '/es/inscribirse/',
    zipLabel: 'Código postal',
    find: 'Buscar planes',
    zipError: 'Ingrese un código postal de 5 dígitos',
    parishLegend: '¿En qué parroquia vive?',
    orleans: 'Parroquia de Orleans, LA',
    stBernard: 'Parroquia de St. Bernard, LA',
    continue: 'Continuar',
    questions: 'Opcional: cuéntenos sobre su salud',
    change: 'Cambiar',
    changeWhat: 'código postal o condado',
    medicaid: '¿Tiene Medicaid?',
    yes: 'Sí',
    showPlans: 'Mostrar planes',
    skip: 'Omitir',
    results: 'Planes Medicare Advantage en la parroquia de Orleans, LA',
    snpResults: 'Planes para necesidades especiales en la parroquia de Orleans, LA',
    maOnlyResults:
      'Planes Medicare Advantage sin cobertura de medicamentos recetados en la parroquia de Orleans, LA',
    fitsMedicaid: 'Aparece primero porque usted tiene Medicaid.',
    join: /^Detalles del plan ?: Ceiba /,
    selected: /^Usted seleccionó Ceiba /,
    start: 'Comience su inscripción 2026',
    enrollYear: '/es/inscribirse-2026/',
    outOfArea: '¡Lo sentimos, aún no estamos en su área!',
    healthTips: 'Recibir consejos de salud',
    views: {
      all: 'Todos los planes',
      snp: 'D-SNP, C-SNP',
      maOnly: 'Solo MA',
      nav: 'Tipos de plan',
    },
    noRx: 'Planes sin cobertura de medicamentos recetados (solo MA)',
    stars: /\d(,\d|\.\d)? de 5 estrellas/,
    compare: 'Tabla de comparación de planes; desplácese hacia los lados para ver todos los planes',
    compareHeading: 'Compare los planes lado a lado',
    compareOthers: 'Comparar otros planes',
    more: 'Más sobre este plan',
    premium: 'Prima mensual',
    highlights: 'Lo más destacado',
    countyLegend: '¿En qué condado vive?',
    monroe: 'Condado de Monroe, FL',
    notServedIn: 'aún no se ofrecen en el condado de Monroe, FL',
    miamiDade: 'Condado de Miami-Dade, FL',
    outOfCounty: '¡Lo sentimos, aún no estamos en su condado!',
    noScript: 'Estas preguntas necesitan JavaScript. Puede ver todos los planes sin responderlas.',
    lookingUp: 'Buscando el código postal 33101…',
  },
] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

for (const c of cases) {
  test.describe(`plan finder (${c.lang})`, () => {
    test(`a two-parish Louisiana ZIP leads to the plan table and a join link (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.finder)
      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()

      const parishes = page.getByRole('group', { name: c.parishLegend })
      // The first lookup after the server starts opens the database; give it time.
      await expect(parishes).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('heading', { name: c.parishLegend })).toBeFocused()
      await expect(parishes.getByRole('radio')).toHaveCount(2)
      await expect(parishes.getByLabel(c.stBernard)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=70075$`))
      await parishes.getByLabel(c.orleans).check()
      await page.getByRole('button', { name: c.continue }).click()

      await expect(page.getByRole('heading', { name: c.questions })).toBeFocused()
      // The questions name the ZIP and parish they are for, with a way to change them.
      await expect(page.locator('.finder__location')).toHaveText(
        `${c.zipLabel} 70075: ${c.orleans} · ${c.change} ${c.changeWhat}`,
      )
      await expect(page.getByRole('button', { name: `${c.change} ${c.changeWhat}` })).toBeVisible()
      await page.getByRole('group', { name: c.medicaid }).getByLabel(c.yes).check()
      await page.getByRole('button', { name: c.showPlans }).click()

      const heading = page.getByRole('heading', { level: 2, name: c.results })
      await expect(heading).toBeFocused()
      // The URL holds the location and view, never the health answers.
      await expect(page).toHaveURL(
        new RegExp(`${escape(c.finder)}\\?zip=70075&county=22071&view=all$`),
      )
      const first = page.locator('.plan-list > li').first()
      await expect(first).toContainText('D-SNP')
      await expect(first).toContainText(c.fitsMedicaid)
      await expect(first).toContainText('FBDE')
      await expect(first.getByText(c.stars)).toBeVisible()
      // A compact card: key facts shown, the rest behind a disclosure.
      await expect(first.getByRole('definition').first()).toBeVisible()
      await expect(first.getByText(c.premium, { exact: true })).toBeVisible()
      await expect(first.getByRole('heading', { name: c.highlights })).toBeHidden()
      await first.getByText(c.more).click()
      await expect(first.getByRole('heading', { name: c.highlights })).toBeVisible()
      // The side-by-side table opens on demand.
      await expect(page.getByRole('region', { name: c.compare })).toBeHidden()
      await page.getByRole('heading', { name: c.compareHeading }).click()
      await expect(page.getByRole('region', { name: c.compare }).getByRole('table')).toBeVisible()

      const join = first.getByRole('link', { name: c.join })
      // The plan page learns where the person came from, written as people type it.
      await expect(join).toHaveAttribute(
        'href',
        new RegExp(`^${escape(c.enrollPrefix)}[a-z0-9-]+-2026/\\?zip=70075&county=22071$`),
      )
      const sb = first.getByRole('link', { name: /\(PDF\)$/ }).first()
      const pdf = await page.request.get((await sb.getAttribute('href')) ?? '')
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toContain('application/pdf')
      await expectNoAxeViolations(page)

      // Back returns to the questions with the answers kept in memory.
      await page.goBack()
      await expect(page.getByRole('group', { name: c.medicaid }).getByLabel(c.yes)).toBeChecked()
      await page.goForward()
      await expect(heading).toBeVisible()

      await join.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.selected)
      const start = page.getByRole('link', { name: c.start })
      await expect(start).toHaveAttribute(
        'href',
        new RegExp(`^${escape(c.enrollYear)}\\?plan=[a-z0-9-]+-2026$`),
      )
      await expectNoAxeViolations(page)

      // "Compare other plans" returns to the same ZIP and county.
      const compare = page.getByRole('link', { name: c.compareOthers })
      await expect(compare).toHaveAttribute('href', `${c.finder}?zip=70075&county=22071&view=all`)
      await compare.click()
      await expect(page.getByRole('heading', { name: c.results })).toBeVisible()
      await expect(page).toHaveURL(
        new RegExp(`${escape(c.finder)}\\?zip=70075&county=22071&view=all$`),
      )
    })

    test(`an unserved ZIP offers another ZIP or health tips (${c.lang})`, async ({ page }) => {
      await page.goto(c.finder)
      await page.getByRole('button', { name: c.find }).click()
      const summary = page.getByRole('alert')
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link', { name: c.zipError })).toHaveAttribute(
        'href',
        '#finder-zip',
      )
      await expect(page.getByLabel(c.zipLabel)).toHaveAttribute('aria-invalid', 'true')

      await page.getByLabel(c.zipLabel).fill('10001')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page.getByRole('heading', { name: c.outOfArea })).toBeFocused({
        timeout: 15_000,
      })
      await expect(
        page.getByRole('main').getByRole('link', { name: c.healthTips }),
      ).toHaveAttribute('href', /^https:\/\//)
      await expect(page.getByLabel(c.zipLabel)).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page.getByRole('group', { name: c.parishLegend })).toBeVisible()
    })

    test(`a served ZIP with an unserved county names that county (${c.lang})`, async ({ page }) => {
      // 33034 (Homestead, FL): Miami-Dade is served, Monroe County is not.
      await page.goto(c.finder)
      await page.getByLabel(c.zipLabel).fill('33034')
      await page.getByRole('button', { name: c.find }).click()
      const counties = page.getByRole('group', { name: c.countyLegend })
      await expect(counties).toBeVisible({ timeout: 15_000 })
      await counties.getByLabel(c.monroe).check()
      await page.getByRole('button', { name: c.continue }).click()

      await expect(page.getByRole('heading', { name: c.outOfCounty })).toBeFocused()
      await expect(page.getByRole('heading', { name: c.outOfArea })).toHaveCount(0)
      await expect(page.getByRole('main')).toContainText(c.notServedIn)
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=33034&county=12087$`))
      await expectNoAxeViolations(page)

      // The URL is shareable: it opens at the same message.
      await page.reload()
      await expect(page.getByRole('heading', { name: c.outOfCounty })).toBeVisible()

      // The served county of the same ZIP is still on offer.
      await page.getByRole('group', { name: c.countyLegend }).getByLabel(c.miamiDade).check()
      await page.getByRole('button', { name: c.continue }).click()
      await expect(page.getByRole('heading', { name: c.questions })).toBeFocused()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=33034&county=12086$`))
    })

    test(`the view switch moves between all, special needs and MA-only plans (${c.lang}) @phone`, async ({
      page,
    }) => {
      await page.goto(`${c.finder}?zip=70075&county=22071&view=all`)
      await expect(page.getByRole('heading', { name: c.results })).toBeVisible()
      const views = page.getByRole('navigation', { name: c.views.nav })
      await expect(views.getByRole('link', { name: c.views.all })).toHaveAttribute(
        'aria-current',
        'page',
      )

      await views.getByRole('link', { name: c.views.snp }).click()
      await expect(page.getByRole('heading', { name: c.snpResults })).toBeVisible()
      await expect(page).toHaveURL(/view=snp$/)
      const snpCards = page.locator('.plan-list > li')
      await expect(snpCards.first()).toContainText('SNP')
      await expect(snpCards.filter({ hasNotText: 'SNP' })).toHaveCount(0)

      await page.getByRole('link', { name: c.noRx }).click()
      await expect(page.getByRole('heading', { name: c.maOnlyResults })).toBeVisible()
      await expect(page.locator('.plan-list > li').first()).toBeVisible()

      await page.goBack()
      await expect(page.getByRole('heading', { name: c.snpResults })).toBeVisible()

      // A 320 px wide phone: nothing but the comparison table's own region scrolls sideways.
      await page.setViewportSize({ width: 320, height: 720 })
      await page.goto(`${c.finder}?zip=70075&county=22071&view=all`)
      await page.getByRole('heading', { name: c.compareHeading }).click()
      const region = page.getByRole('region', { name: c.compare })
      await expect(region).toHaveAttribute('tabindex', '0')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
      await region.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      // On a 375 px phone, scrolled sideways, the label column and the caption stay in view; a
      // whole plan column is readable beside the labels, and no label takes four lines.
      await page.setViewportSize({ width: 375, height: 720 })
      await region.evaluate((el) => el.scrollBy(300, 0))
      const layout = await region.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const label = el.querySelector('tbody th[scope="row"]')!.getBoundingClientRect()
        const caption = el.querySelector('.compare-table__caption')!.getBoundingClientRect()
        // The lines of each label: the distinct tops of its text's line boxes.
        const labels = [...el.querySelectorAll('tbody th[scope="row"]')].map((th) => {
          const range = document.createRange()
          range.selectNodeContents(th)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        })
        return {
          left: box.left,
          right: box.right,
          labelLeft: label.left,
          labelRight: label.right,
          captionLeft: caption.left,
          captionRight: caption.right,
          lines: Math.max(...labels),
        }
      })
      expect(Math.abs(layout.labelLeft - layout.left)).toBeLessThanOrEqual(2)
      expect(layout.right - layout.labelRight).toBeGreaterThanOrEqual(8 * 16)
      expect(layout.captionLeft).toBeGreaterThanOrEqual(layout.left)
      expect(layout.captionRight).toBeLessThanOrEqual(layout.right)
      expect(layout.lines).toBeLessThan(4)
      await expectNoAxeViolations(page)
    })

    test(`the home page form opens the finder (${c.lang})`, async ({ page }) => {
      await page.goto(c.home)
      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=70075#plan-finder$`))
      // The first lookup after the server starts opens the database; give it time.
      await expect(page.getByRole('group', { name: c.parishLegend })).toBeVisible({
        timeout: 15_000,
      })
      await page.getByLabel(c.orleans).check()
      await page.getByRole('button', { name: c.continue }).click()
      await page.getByRole('button', { name: c.skip }).click()
      await expect(page.getByRole('heading', { name: c.results })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`the home page form says it is looking the ZIP up until the finder opens (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.home)
      // The home form's own status (the finder, once open, has one of its own with the same words).
      const form = page.locator('form', { has: page.getByLabel(c.zipLabel) })
      const status = form.getByRole('status')
      // Hold the finder's code (preloaded as the field takes focus) and its ZIP lookup (a server
      // function call), as a slow network would when Enter comes before they have arrived.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const hold = async (route: Route) => {
        await held
        await route.continue()
      }
      await page.route(/\/assets\/find-a-plan-[\w-]+\.js$/, hold)
      await page.route(/\/_serverFn\/.*33101/, hold)
      await page.getByLabel(c.zipLabel).fill('33101')
      await page.getByLabel(c.zipLabel).press('Enter')
      // Said as the key is handled, not once the router gets round to it: read without waiting.
      expect(await status.textContent()).toBe(c.lookingUp)
      await expect(status).toBeVisible()
      await expectNoAxeViolations(page)
      release()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=33101#plan-finder$`))
      // 33101 lies in one county: the finder opens on its optional questions.
      await expect(page.getByRole('heading', { name: c.questions })).toBeVisible({
        timeout: 15_000,
      })
      await expect(status).toHaveCount(0)
    })

    test(`the home page form flags a wrong ZIP where it was typed (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.home)
      await page.getByLabel(c.zipLabel).fill('7007')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page.getByRole('alert').getByRole('link', { name: c.zipError })).toBeVisible()
      await expect(page.getByLabel(c.zipLabel)).toHaveValue('7007')
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(c.home)
      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=70075#plan-finder$`))
      await expectNoAxeViolations(page)
    })
  })

  test.describe(`each finder step answers on the first screen of a phone (${c.lang})`, () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test(`from the home page's ZIP box to the results, each new step is on screen and focused (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.home)
      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()
      const parishHeading = page.getByRole('heading', { name: c.parishLegend })
      await expect(parishHeading).toBeFocused({ timeout: 15_000 })
      await expect(parishHeading).toBeInViewport()
      await page.getByLabel(c.orleans).check()
      await page.getByRole('button', { name: c.continue }).click()
      const questions = page.getByRole('heading', { name: c.questions })
      await expect(questions).toBeFocused()
      await expect(questions).toBeInViewport()
      await page.getByRole('button', { name: c.skip }).click()
      const results = page.getByRole('heading', { level: 2, name: c.results })
      await expect(results).toBeFocused()
      await expect(results).toBeInViewport()
      // The heading is at the top of the screen, not at its bottom edge.
      expect((await results.boundingBox())!.y).toBeLessThan(200)
      await expectNoAxeViolations(page)
    })

    test(`without JavaScript, the ZIP sent from the home page opens on its step (${c.lang})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 812 },
      })
      const page = await context.newPage()
      await page.goto(c.home)
      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=70075#plan-finder$`))
      await expect(page.getByRole('heading', { name: c.parishLegend })).toBeInViewport()
      await page.getByLabel(c.orleans).check()
      await page.getByRole('button', { name: c.continue }).click()
      await expect(page.getByRole('heading', { name: c.questions })).toBeInViewport()
      await context.close()
    })
  })

  test.describe(`plan finder without JavaScript (${c.lang})`, () => {
    test.use({ javaScriptEnabled: false })

    test(`the home form works as plain GET forms (${c.lang})`, async ({ page }) => {
      await page.goto(c.home)
      await page.getByLabel(c.zipLabel).fill('70075')
      await page.getByRole('button', { name: c.find }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(c.finder)}\\?zip=70075#plan-finder$`))
      await page.getByLabel(c.orleans).check()
      await page.getByRole('button', { name: c.continue }).click()
      await expect(page.getByText(c.noScript)).toBeVisible()
      // axe runs as page script, which this context forbids; the same steps are scanned with JavaScript above.
      await page.getByRole('button', { name: c.showPlans }).click()
      await expect(page).toHaveURL(/zip=70075&county=22071&view=all#plan-finder$/)
    })

    // Pages are rendered whole on the server (src/server/render-handler.server.tsx), so results read
    // without JavaScript too.
    test(`results render without JavaScript (${c.lang})`, async ({ page }) => {
      await page.goto(`${c.finder}?zip=70075&county=22071&view=all`)
      await expect(page.getByRole('heading', { name: c.results })).toBeVisible()
    })
  })
}

test('a county page shows its plan table, and unknown plans and counties are 404s', async ({
  page,
  request,
}) => {
  await page.goto('/find-a-plan/orleans-parish-la/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Medicare Advantage plans in Orleans Parish, LA',
  )
  await page.getByRole('heading', { name: 'Compare plans side by side' }).click()
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/es/encontrar-un-plan/orleans-parish-la-es/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Planes Medicare Advantage en la parroquia de Orleans, LA',
  )
  await expectNoAxeViolations(page)
  expect((await request.get('/find-a-plan/nowhere-county-zz/')).status()).toBe(404)
  expect((await request.get('/es/encontrar-un-plan/orleans-parish-la/')).status()).toBe(404)
  expect((await request.get('/enroll/no-such-plan-2026/')).status()).toBe(404)
  expect((await request.get('/es/inscribirse/no-such-plan-2026/')).status()).toBe(404)
})

import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

const cases = [
  {
    lang: 'en',
    providers: '/search-providers/',
    stores: '/food-and-home/where-to-shop/',
    callRequest: '/request-call/',
    callScheduled: '/call-scheduled/',
    zip: 'ZIP code',
    search: 'Search',
    language: 'Language',
    spanish: 'Spanish',
    accepting: 'Accepting new patients',
    apply: 'Apply filters',
    clear: 'Clear filters',
    updated: 'Results Updated',
    results: /results within 10 miles of 33125/,
    gender: 'Gender',
    doctors: 'Doctors and specialists',
    network: 'Network: HMO',
    planType: 'Plan network',
    state: 'State',
    planYear: 'Plan year',
    inState: /^\d+ results in FL$/,
    outOfArea: "Sorry, we're not in your area yet!",
    findStores: 'Find stores',
    storesFound: /stores within 10 miles of 77002/,
    miles: /miles away/,
    directions: /Get directions/,
    stores25: /^(\d+) stores within 25 miles of 77002$/,
    shown: (from: number, to: number, total: number) =>
      new RegExp(
        `^Showing stores ${from}–${to} of ${total}, nearest first; the farthest of these is (\\d+\\.\\d) miles away\\.$`,
      ),
    nextStores: /^Next \d+ stores$/,
    previousStores: 'Previous 25 stores',
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    callWhen: 'When should we call you?',
    evening: 'Evening, 4pm–8pm',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    submitLead: 'Request my call',
    problem: 'There is a problem',
    errors: [
      'Enter your first name',
      'Enter your last name',
      'Please enter a valid phone number',
      'Please enter a 5-digit ZIP code',
    ],
    gift: /\$10 prepaid card/,
  },
  {
    lang: 'es',
    providers: '/es/buscar-proveedores/',
    stores: '/es/alimentos-y-vivienda/donde-comprar/',
    callRequest: '/es/solicitud-de-llamada/',
    callScheduled: '/es/programacion-de-llamada/',
    zip: 'Código postal',
    search: 'Buscar',
    language: 'Idioma',
    spanish: 'Español',
    accepting: 'Acepta pacientes nuevos',
    apply: 'Aplicar filtros',
    clear: 'Borrar filtros',
    updated: 'Resultados actualizados',
    results: /resultados a menos de 10 millas de 33125/,
    gender: 'Género',
    doctors: 'Médicos y especialistas',
    network: 'Red: HMO',
    planType: 'Red del plan',
    state: 'Estado',
    planYear: 'Año del plan',
    inState: /^\d+ resultados en FL$/,
    outOfArea: '¡Lo sentimos, aún no estamos en su área!',
    findStores: 'Buscar tiendas',
    storesFound: /tiendas a menos de 10 millas de 77002/,
    miles: /A .* millas/,
    directions: /Cómo llegar/,
    stores25: /^(\d+) tiendas a menos de 25 millas de 77002$/,
    shown: (from: number, to: number, total: number) =>
      new RegExp(
        `^Se muestran las tiendas ${from} a ${to} de ${total}, de la más cercana a la más lejana; la más lejana de estas está a (\\d+\\.\\d) millas\\.$`,
      ),
    nextStores: /^Siguientes \d+ tiendas$/,
    previousStores: '25 tiendas anteriores',
    pageOf: (page: number, count: number) => `Página ${page} de ${count}`,
    callWhen: '¿Cuándo prefiere que lo llamemos?',
    evening: 'Al final de la tarde, de 4 p. m. a 8 p. m.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Número de teléfono',
    submitLead: 'Solicitar mi llamada',
    problem: 'Hay un problema',
    errors: [
      'Escriba su nombre',
      'Escriba su apellido',
      'Por favor, escriba un número de teléfono válido',
      'Ingrese un código postal de 5 dígitos',
    ],
    gift: /tarjeta prepagada de \$10/,
  },
] as const

// Several searches and axe scans per journey; the first directory search of a fresh server builds its index.
test.describe.configure({ timeout: 90_000 })

for (const c of cases) {
  test.describe(`find care and get in touch (${c.lang})`, () => {
    test(`provider search: two filters applied, then cleared (${c.lang})`, async ({ page }) => {
      await page.goto(c.providers)
      await page.getByLabel(c.zip).fill('33125')
      await page.getByRole('button', { name: c.search, exact: true }).click()
      const heading = page.getByRole('heading', { level: 2, name: c.results })
      await expect(heading).toBeVisible({ timeout: 30_000 })
      const before = await heading.textContent()

      await page.getByLabel(c.language, { exact: true }).selectOption({ label: c.spanish })
      await page.getByLabel(c.accepting).check()
      await page.getByRole('button', { name: c.apply }).click()
      const toast = page.getByRole('status').filter({ hasText: c.updated })
      await expect(toast).toBeVisible()
      // A plain status line, not a filled, rounded box that reads as a button.
      await expect(toast).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await expect(toast).toHaveCSS('border-radius', '0px')
      await expect(heading).not.toHaveText(before ?? '')
      // The toast sits above the results in the flow: it never covers a result's name.
      const [toastBox, nameBox] = [
        await toast.boundingBox(),
        await page.locator('.directory-card h3').first().boundingBox(),
      ]
      expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(nameBox!.y)
      expect(page.url()).toContain('language=Spanish')
      expect(page.url()).toContain('accepting=true')
      await expect(page.locator('.directory-card').first()).toContainText(c.spanish)
      await expect(page.getByRole('link', { name: c.directions }).first()).toHaveAttribute(
        'href',
        /google\.com\/maps/,
      )
      await expect(page.locator('.directory-card').first()).toContainText(c.miles)
      await expectNoAxeViolations(page)

      // The toast fades after 5 s; wait for it so the next announcement is a new one.
      await expect(page.getByRole('status').filter({ hasText: c.updated })).toHaveCount(0, {
        timeout: 8_000,
      })
      await page.getByRole('link', { name: c.clear }).click()
      await expect(page.getByRole('status').filter({ hasText: c.updated })).toBeVisible()
      await expect(heading).toHaveText(before ?? '')
      await expect(page.getByLabel(c.accepting)).not.toBeChecked()
      expect(page.url()).not.toContain('language=')
      await expectNoAxeViolations(page)
    })

    test(`provider search deep link restores its filters (${c.lang})`, async ({ page }) => {
      await page.goto(
        `${c.providers}#filterType=doctors&p=HMO&q=&s=FL&y=2026&zip=33125&gender=female&language=Spanish`,
      )
      await expect(page.getByLabel(c.zip)).toHaveValue('33125')
      await expect(page.getByText(c.network)).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('radio', { name: c.doctors })).toBeChecked()
      await expect(page.getByLabel(c.gender)).toHaveValue('female')
      await expect(page.getByLabel(c.language, { exact: true })).toHaveValue('Spanish')
      await expect(page.getByText(c.network)).toBeVisible()
      await expect(page.locator('.directory-card').first()).toContainText(c.spanish)
      expect(new URL(page.url()).hash).toMatch(
        /^#filterType=doctors&p=HMO&q=&s=FL&y=2026&zip=33125/,
      )
      await expectNoAxeViolations(page)

      // The spec's own deep link has no ZIP: its plan type, state and year are chosen and shown,
      // and it searches that state.
      await page.goto(`${c.providers}#filterType=all&p=HMO&q=&s=FL&y=2026`)
      await expect(page.getByLabel(c.planType)).toHaveValue('HMO')
      await expect(page.getByLabel(c.state, { exact: true })).toHaveValue('FL')
      await expect(page.getByLabel(c.planYear)).toHaveValue('2026')
      await expect(page.getByRole('heading', { level: 2, name: c.inState })).toBeVisible({
        timeout: 30_000,
      })
      await expect(page.getByText(c.network)).toBeVisible()
      await expectNoAxeViolations(page)

      await page.goto(`${c.providers}#filterType=all&p=&q=&s=&y=2026&zip=10001`)
      await expect(page.getByRole('heading', { name: c.outOfArea })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`store locator lists stores with distance and directions (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.stores)
      await page.getByLabel(c.zip).fill('77002')
      await page.getByRole('button', { name: c.findStores }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.storesFound })).toBeVisible()
      await expect(page).toHaveURL(/\?zip=77002&radius=10$/)
      const first = page.locator('.directory-card').first()
      await expect(first).toContainText(c.miles)
      await expect(first.getByRole('link', { name: c.directions })).toHaveAttribute(
        'href',
        /google\.com\/maps\/dir/,
      )
      await expectNoAxeViolations(page)
    })

    test(`store locator counts every store within the radius and pages through them truthfully (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(`${c.stores}?zip=77002&radius=25`)
      const heading = page.getByRole('heading', { level: 2, name: c.stores25 })
      await expect(heading).toBeVisible()
      const total = Number(c.stores25.exec((await heading.textContent()) ?? '')![1])
      expect(total).toBeGreaterThan(25)
      const pages = Math.ceil(total / 25)
      const cards = page.locator('.directory-card')
      await expect(cards).toHaveCount(25)
      // The line under the heading names the stores shown and the farthest of them, which is the last card.
      const shown = page.getByText(c.shown(1, 25, total))
      await expect(shown).toBeVisible()
      const farthest = c.shown(1, 25, total).exec((await shown.textContent()) ?? '')![1]
      await expect(cards.last()).toContainText(farthest!)
      const pager = page.getByRole('navigation', {
        name: c.lang === 'en' ? 'Pages of stores' : 'Páginas de tiendas',
      })
      await expect(pager).toContainText(c.pageOf(1, pages))
      await expectNoAxeViolations(page)

      await pager.getByRole('link', { name: c.nextStores }).click()
      await expect(page).toHaveURL(/\?zip=77002&radius=25&page=2$/)
      await expect(page.getByText(c.shown(26, Math.min(50, total), total))).toBeVisible()
      await expect(pager).toContainText(c.pageOf(2, pages))
      const firstOfPage2 = Number(
        /(\d+\.\d)/.exec(
          (await cards.first().locator('.directory-card__distance').textContent()) ?? '',
        )![1],
      )
      expect(firstOfPage2).toBeGreaterThanOrEqual(Number(farthest))
      await expect(pager.getByRole('link', { name: c.previousStores })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`call request keeps the chosen callback window (${c.lang})`, async ({ page }) => {
      await page.goto(c.callRequest)
      await page.getByLabel(c.firstName).fill('Rosa')
      await page.getByLabel(c.lastName).fill('Delgado')
      await page.getByLabel(c.phone).fill('(305) 555-0142')
      await page.getByLabel(c.zip).fill('33125')
      const when = page.getByRole('group', {
        name: new RegExp(`^${c.callWhen.replace(/[?¿]/g, '\\$&')}`),
      })
      await when.getByLabel(c.evening).check()
      await expectNoAxeViolations(page)
      const posted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/leads') && response.request().method() === 'POST',
      )
      await page.getByRole('button', { name: c.submitLead }).click()
      const response = await posted
      expect(response.request().postDataJSON()).toMatchObject({
        callbackWindow: 'evening',
        firstName: 'Rosa',
      })
      expect(response.status()).toBe(201)
      await expect(page).toHaveURL(new RegExp(`${c.callScheduled}$`))
      expect(page.url()).not.toMatch(/Rosa|555|evening/)
      await expectNoAxeViolations(page)
    })

    test(`call request succeeds and lands on call scheduled (${c.lang})`, async ({ page }) => {
      await page.goto(c.callRequest)
      await expect(page.getByText(c.gift).first()).toBeVisible()
      await page.getByLabel(c.firstName).fill('Rosa')
      await page.getByLabel(c.lastName).fill('Delgado')
      await page.getByLabel(c.phone).fill('(305) 555-0142')
      await page.getByLabel(c.zip).fill('33125')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: c.submitLead }).click()
      await expect(page).toHaveURL(new RegExp(`${c.callScheduled}$`))
    })

    test(`call request whose answer is lost is sent again with its key and stored once (${c.lang})`, async ({
      page,
    }) => {
      // The first request reaches the server and is stored; its answer never reaches the browser.
      const sent: { key: string | null; status: number | null; replayed: string | null }[] = []
      await page.route('**/api/leads', async (route) => {
        const key = route.request().headers()['idempotency-key'] ?? null
        if (sent.length === 0) {
          const answer = await route.fetch()
          sent.push({ key, status: answer.status(), replayed: null })
          return route.abort('connectionreset')
        }
        const answer = await route.fetch()
        sent.push({
          key,
          status: answer.status(),
          replayed: answer.headers()['idempotent-replayed'] ?? null,
        })
        return route.fulfill({ response: answer })
      })
      await page.goto(c.callRequest)
      await page.getByLabel(c.firstName).fill('Rosa')
      await page.getByLabel(c.lastName).fill('Delgado')
      await page.getByLabel(c.phone).fill('(305) 555-0142')
      await page.getByLabel(c.zip).fill('33125')
      await page.getByRole('button', { name: c.submitLead }).click()
      await expect(page).toHaveURL(new RegExp(`${c.callScheduled}$`))
      expect(sent).toHaveLength(2)
      expect(sent[0]).toMatchObject({ key: expect.any(String), status: 201 })
      expect(sent[1]).toMatchObject({ key: sent[0]?.key, status: 200, replayed: 'true' })
      await expectNoAxeViolations(page)
    })

    test(`call request with missing fields shows the errors (${c.lang})`, async ({ page }) => {
      await page.goto(c.callRequest)
      await page.getByLabel(c.phone).fill('555')
      await page.getByRole('button', { name: c.submitLead }).click()
      const summary = page.getByRole('alert').filter({ hasText: c.problem })
      await expect(summary).toBeFocused()
      for (const message of c.errors)
        await expect(summary.getByRole('link', { name: message })).toBeVisible()
      await expect(page.getByLabel(c.firstName)).toHaveAttribute('aria-invalid', 'true')
      await expect(page).toHaveURL(new RegExp(`${c.callRequest}$`))
      await expectNoAxeViolations(page)
    })
  })
}

test(`the Spanish provider search finds the cardiologists by "cardiología" and "cardiologia"`, async ({
  page,
}) => {
  const results = /^(\d+) resultados? a menos de 10 millas de 33125/
  const count = async (q: string) => {
    await page.goto('/es/buscar-proveedores/')
    await page.getByLabel('Código postal').fill('33125')
    await page.getByLabel('Nombre o especialidad (opcional)').fill(q)
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    const heading = page.getByRole('heading', { level: 2, name: results })
    await expect(heading).toBeVisible({ timeout: 30_000 })
    const cards = page.locator('.directory-card__specialty')
    await expect(cards.first()).toHaveText('Cardiología')
    expect(await cards.allTextContents()).toEqual(
      Array((await cards.count()) as number).fill('Cardiología'),
    )
    return Number(results.exec((await heading.textContent()) ?? '')![1])
  }
  const english = await count('cardiology')
  expect(english).toBeGreaterThan(0)
  expect(await count('cardiología')).toBe(english)
  expect(await count('cardiologia')).toBe(english)
  await expectNoAxeViolations(page)
})

import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

const cases = [
  {
    lang: 'en',
    home: '/',
    heading: 'Medicare Advantage plans built around you',
    toggle: 'Change language to: Español',
    finder: '/find-a-plan/',
    finderTwin: '/es/encontrar-un-plan/',
    missing: '/no-such-page/',
    notFound: 'Page Not Found',
    notFoundBody: "The page you were looking for doesn't exist.",
    skip: 'Skip to content',
    findLink: 'Find a plan',
    announced: 'Navigated to Find a Medicare Advantage plan page',
  },
  {
    lang: 'es',
    home: '/es/',
    heading: 'Planes Medicare Advantage pensados para usted',
    toggle: 'Cambiar el idioma a: English',
    finder: '/es/encontrar-un-plan/',
    finderTwin: '/find-a-plan/',
    missing: '/es/no-existe/',
    notFound: 'Página no encontrada',
    notFoundBody: 'La página que buscaba no existe.',
    skip: 'Saltar al contenido',
    findLink: 'Encontrar un plan',
    announced: 'Navegó a la página Encuentre un plan Medicare Advantage',
  },
] as const

for (const c of cases) {
  test.describe(`site foundation (${c.lang})`, () => {
    test(`home page renders in ${c.lang} @phone`, async ({ page }) => {
      await page.goto(c.home)
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`${c.home}$`),
      )
      await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute('href', /\/$/)
      await expect(
        page.getByRole('complementary', { name: c.lang === 'en' ? 'Call us' : 'Llámenos' }),
      ).toContainText('1-800-555-0123')
      await expect(page.getByRole('contentinfo')).toContainText('H1234_2026WEB_M')
      await expectNoAxeViolations(page)
    })

    test(`language toggle lands on the twin page (${c.lang})`, async ({ page }) => {
      await page.goto(`${c.finder}?zip=33101`)
      const toggle = page.getByRole('link', { name: c.toggle })
      // The spec's words are shown, not only spoken (a desktop shows the whole phrase).
      await expect(toggle).toHaveText(c.toggle)
      await expect(toggle).toBeVisible()
      await expect(toggle).toHaveAttribute('href', `${c.finderTwin}?zip=33101`)
      await toggle.click()
      await expect(page).toHaveURL(new RegExp(`${c.finderTwin.replace(/\//g, '\\/')}\\?zip=33101$`))
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang === 'en' ? 'es' : 'en')
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`${c.finderTwin}$`),
      )
      await expectNoAxeViolations(page)
    })

    test(`unknown path is a 404 with the right text (${c.lang})`, async ({ page }) => {
      const response = await page.goto(c.missing)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.notFound)
      await expect(page.getByText(c.notFoundBody)).toBeVisible()
      await expect(page.locator('main').getByRole('link')).toHaveAttribute('href', c.home)
      await expectNoAxeViolations(page)
    })

    test(`skip link and navigation announcement (${c.lang})`, async ({ page }) => {
      await page.goto(c.home)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: c.skip })
      await expect(skip).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.locator('#main-content')).toBeFocused()

      await page
        .getByRole('navigation', { name: c.lang === 'en' ? 'Main' : 'Principal' })
        .getByRole('link', { name: c.findLink })
        .click()
      await expect(page).toHaveURL(new RegExp(`${c.finder}$`))
      await expect(page.getByTestId('route-announcer')).toHaveText(c.announced)
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      await expectNoAxeViolations(page)
    })
  })
}

test('paths get a trailing slash with a 308 that keeps the query string', async ({
  page,
  request,
}) => {
  const response = await request.get('/find-a-plan?zip=33101', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/find-a-plan/?zip=33101')
  const html = await request.get('/404.html', { maxRedirects: 0 })
  expect(html.status()).toBe(200)
  await page.goto('/es/encontrar-un-plan')
  expect(new URL(page.url()).pathname).toBe('/es/encontrar-un-plan/')
  await expectNoAxeViolations(page)
})

test('a small cached API answer is sent whole, with its length and ETag, from the cache', async ({
  request,
}) => {
  const path = '/api/zip/33125/counties?year=2026'
  const first = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
  const cached = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
  expect(cached.status()).toBe(200)
  expect(cached.headers()['x-cache']).toBe('hit')
  // Under a packet: not compressed and not streamed in chunks.
  expect(cached.headers()['content-encoding']).toBeUndefined()
  expect(cached.headers()['transfer-encoding']).toBeUndefined()
  expect(Number(cached.headers()['content-length'])).toBe((await cached.body()).byteLength)
  expect(await cached.json()).toEqual(await first.json())
  expect(cached.headers()['etag']).toBeTruthy()
})

test('scripts are sent compressed as built (brotli or gzip by Accept-Encoding), whole, and cached for good', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const scripts = await page
    .locator('script[src], link[rel=modulepreload]')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? ''),
    )
  const entry = scripts.find((src) => src.startsWith('/assets/'))
  expect(entry).toBeTruthy()
  const plain = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  for (const encoding of ['br', 'gzip']) {
    const answer = await request.get(entry!, { headers: { 'accept-encoding': encoding } })
    expect(answer.headers()['content-encoding']).toBe(encoding)
    // Compressed when built, not while answering: the length is known before the body is sent.
    expect(Number(answer.headers()['content-length'])).toBeGreaterThan(0)
    expect(Number(answer.headers()['content-length'])).toBeLessThan(
      Number(plain.headers()['content-length']),
    )
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await answer.body()).equals(await plain.body())).toBe(true)
  }
})

test('static error pages exist in both languages', async ({ page }) => {
  await page.goto('/500.html')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Algo salió mal')
  await expectNoAxeViolations(page)
})

test('links to other sites ask first @phone', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('link', { name: 'Member Login' }).click()
  const dialog = page.getByRole('dialog', { name: 'You are leaving the Ceiba Health website' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: /Continue to the external site/ })).toHaveAttribute(
    'href',
    'https://members.ceibahealth.example/login',
  )
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Stay on Ceiba Health' }).click()
  await expect(dialog).toBeHidden()
})

for (const kind of ['render', 'loader']) {
  test(`an exception while ${kind === 'render' ? 'rendering' : 'loading'} yields the 500 page`, async ({
    page,
  }) => {
    const response = await page.goto(`/test-errors/${kind}/`)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
    await expect(page.getByText('internal detail')).toHaveCount(0)
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/\bat \w+ \(.*:\d+:\d+\)/)
    expect(html).not.toContain('data-stck')
    await expectNoAxeViolations(page)
  })
}

test('footer documents are real PDFs, the accreditation notice chosen by environment', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const conduct = footer.getByRole('link', { name: /Code of conduct/ })
  const accreditation = footer.getByRole('link', { name: /Accreditation notice/ })
  // The test server runs with SITE_ENV unset (development), which uses the staging address.
  // Both notices are in the content repository's media library (decision 0019).
  await expect(accreditation).toHaveAttribute(
    'href',
    /^\/_prismic\/media\/[A-Za-z0-9_-]{16}_accreditation-notice-staging\.pdf$/,
  )
  for (const link of [conduct, accreditation]) {
    const response = await request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
  await expectNoAxeViolations(page)
})

import { hoursVariant, siteDate } from '../../src/ui/call-hours'
import { expect, test, type Page } from './test'
import { expectNoAxeViolations } from './axe'

// The page frame every page shares: header, call bar, skip link, language toggle, mobile menu.
const cases = [
  {
    lang: 'en',
    home: '/',
    requestCall: '/request-call/',
    providers: '/search-providers/',
    providersTwin: '/es/buscar-proveedores/',
    stores: '/food-and-home/where-to-shop/',
    storesTwin: '/es/alimentos-y-vivienda/donde-comprar/',
    nav: 'Main',
    menu: 'Menu',
    callBar: 'Call us',
    hoursButton: 'Hours',
    skip: 'Skip to content',
    toggle: 'Change language to: Español',
    toggleText: 'Español',
    toggleLang: 'es',
    homeTwin: '/es/',
    zip: 'ZIP code',
    search: 'Search',
    results: /results within 10 miles of 33125/,
    resultsTwin: /resultados a menos de 10 millas de 33125/,
    hours: {
      weekdaysAndSeason:
        '8am–8pm local time, Monday–Friday, and 7 days a week from October 1 to March 31',
      weekdaysSaturday: '8am–8pm local time, Monday–Friday, plus 8am–5pm Saturday',
      everyDay: '8am–8pm local time, every day',
    },
  },
  {
    lang: 'es',
    home: '/es/',
    requestCall: '/es/solicitud-de-llamada/',
    providers: '/es/buscar-proveedores/',
    providersTwin: '/search-providers/',
    stores: '/es/alimentos-y-vivienda/donde-comprar/',
    storesTwin: '/food-and-home/where-to-shop/',
    nav: 'Principal',
    menu: 'Menú',
    callBar: 'Llámenos',
    hoursButton: 'Horario',
    skip: 'Saltar al contenido',
    toggle: 'Cambiar el idioma a: English',
    toggleText: 'English',
    toggleLang: 'en',
    homeTwin: '/',
    zip: 'Código postal',
    search: 'Buscar',
    results: /resultados a menos de 10 millas de 33125/,
    resultsTwin: /results within 10 miles of 33125/,
    hours: {
      weekdaysAndSeason:
        'De 8 a. m. a 8 p. m., hora local, de lunes a viernes, y los 7 días de la semana del 1 de octubre al 31 de marzo',
      weekdaysSaturday:
        'De 8 a. m. a 8 p. m., hora local, de lunes a viernes, y de 8 a. m. a 5 p. m. los sábados',
      everyDay: 'De 8 a. m. a 8 p. m., hora local, los 7 días de la semana',
    },
  },
] as const

// Several pages and an axe scan each per journey.
test.describe.configure({ timeout: 90_000 })

const PROVIDER_HASH = '#filterType=all&p=&q=&s=FL&y=2026&zip=33125&r=10'

/** Height and top of an element, in CSS pixels. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const rect = node.getBoundingClientRect()
      return { top: rect.top, bottom: rect.bottom, height: rect.height }
    })

for (const c of cases) {
  test.describe(`site chrome (${c.lang})`, () => {
    for (const width of [1024, 1280]) {
      test(`navigation, header actions and call bar each take one line at ${width} px (${c.lang})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(c.home)
        const nav = page.getByRole('navigation', { name: c.nav })
        await expect(nav).toBeVisible()
        await expect(page.getByRole('button', { name: c.menu })).toBeHidden()
        // The brand and every navigation link share one line; the actions share the slim strip above.
        const middles = (selector: string) =>
          page
            .locator(selector)
            .evaluateAll((nodes) =>
              nodes.map(
                (node) =>
                  node.getBoundingClientRect().top + node.getBoundingClientRect().height / 2,
              ),
            )
        const spread = (values: number[]) => Math.max(...values) - Math.min(...values)
        const row = await middles('.site-header__brand, .site-nav__links a')
        expect(row.length).toBeGreaterThanOrEqual(5)
        expect(spread(row)).toBeLessThanOrEqual(4)
        const actions = await middles('.site-nav__actions > *')
        expect(actions).toHaveLength(3)
        expect(spread(actions)).toBeLessThanOrEqual(4)
        for (const link of await page.locator('.site-nav__links a, .site-nav__actions > *').all()) {
          expect((await link.boundingBox())!.height).toBeLessThan(40) // one line of text, never two
        }
        // Breathing room: the health tips and member login buttons clear the top edge
        // and the navigation row below them.
        const buttons = await page
          .locator('.site-nav__actions .button')
          .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()))
        const navTop = (await box(page, '.site-nav__links')).top
        for (const button of buttons) {
          expect(button.top).toBeGreaterThanOrEqual(6)
          expect(button.bottom).toBeLessThanOrEqual(navTop)
        }
        // Before: 108 px (English) and 135 px (Spanish) with links on two and three lines.
        expect((await box(page, '.site-header')).height).toBeLessThanOrEqual(90)
        const bar = await box(page, '.call-bar')
        expect(bar.height).toBeLessThanOrEqual(48)
        await expect(page.getByRole('button', { name: c.hoursButton })).toBeHidden()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
        await expectNoAxeViolations(page)
      })
    }

    test(`one call bar with today's hours, the same on every page and before and after hydration (${c.lang})`, async ({
      page,
      request,
    }) => {
      const expected = c.hours[hoursVariant(siteDate(new Date()), 'default')]
      // The server's HTML already shows this one statement in the bar (the page data may carry all three).
      const html = await (await request.get(c.home)).text()
      const served = /<aside\b[^>]*\bclass="call-bar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? ''
      expect(served).toContain(expected)
      for (const other of Object.values(c.hours).filter((text) => text !== expected))
        expect(served).not.toContain(other)
      for (const path of [c.home, c.requestCall, c.stores]) {
        await page.goto(path)
        const bar = page.getByRole('complementary', { name: c.callBar })
        await expect(bar).toHaveCount(1)
        await expect(bar).toContainText('1-800-555-0123')
        await expect(bar.locator('.call-bar__hours')).toHaveText(expected)
      }
      await expect(page.locator('.call-bar__float')).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test(`the home ZIP box is above the fold on a 375 x 812 phone (${c.lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(c.home)
      const zip = page.locator('main').getByLabel(c.zip)
      await expect(zip).toBeInViewport()
      const button = page.locator('main form:has(input[name="zip"]) button[type="submit"]')
      await expect(button).toBeInViewport()
      expect(
        (await button.boundingBox())!.y + (await button.boundingBox())!.height,
      ).toBeLessThanOrEqual(812)
      expect((await box(page, '.call-bar')).height).toBeLessThanOrEqual(56)
      // Nothing fixed over the page: the call bar sits in the flow.
      const fixed = await page.evaluate(
        () =>
          [...document.querySelectorAll('body *')].filter(
            (node) =>
              ['fixed', 'sticky'].includes(getComputedStyle(node).position) &&
              node.getBoundingClientRect().height > 0,
          ).length,
      )
      expect(fixed).toBe(0)
      // The hours are one button press away, and push content down rather than cover it.
      const hours = page.getByRole('button', { name: c.hoursButton })
      await hours.click()
      await expect(hours).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('.call-bar__hours')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`the mobile menu closes on Escape and gives focus back to its button (${c.lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(c.home)
      const button = page.getByRole('button', { name: c.menu })
      const nav = page.getByRole('navigation', { name: c.nav })
      await expect(nav).toBeHidden()
      await button.click()
      await expect(nav).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await nav.getByRole('link').first().focus()
      await page.keyboard.press('Escape')
      await expect(nav).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()
      await expectNoAxeViolations(page)
    })

    test(`a phone shows the language switch on the first screen, without opening the menu (${c.lang}) @phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(c.home)
      await expect(page.getByRole('navigation', { name: c.nav })).toBeHidden()
      const toggle = page.getByRole('link', { name: c.toggle })
      await expect(toggle).toHaveCount(1)
      await expect(toggle).toBeVisible()
      // Only the language's name is seen, in its own language; the rest of the label is read.
      const seen = await toggle.evaluate((a) =>
        [...a.children]
          .filter((child) => child.getBoundingClientRect().width > 1)
          .map((child) => child.textContent)
          .join(''),
      )
      expect(seen).toBe(c.toggleText)
      await expect(toggle.locator(`[lang="${c.toggleLang}"]`)).toHaveText(c.toggleText)
      const box = (await toggle.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.y + box.height).toBeLessThanOrEqual(812)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
      // The brand, the switch and the menu button share the bar's one line.
      const menu = (await page.getByRole('button', { name: c.menu }).boundingBox())!
      expect(Math.abs(menu.y + menu.height / 2 - (box.y + box.height / 2))).toBeLessThan(4)
      expect(menu.x + menu.width).toBeLessThanOrEqual(375)
      expect(menu.x).toBeGreaterThanOrEqual(box.x + box.width)
      // Open, the button's longer words still fit beside the switch.
      await page.getByRole('button', { name: c.menu }).click()
      const open = (await page.locator('.site-header__menu-button').boundingBox())!
      expect(open.x + open.width).toBeLessThanOrEqual(375)
      expect(Math.abs(open.y - menu.y)).toBeLessThan(4)
      await page
        .getByRole('button', { name: c.menu === 'Menu' ? 'Close menu' : 'Cerrar menú' })
        .click()
      await expectNoAxeViolations(page)
      await toggle.click()
      await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${c.homeTwin}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', c.toggleLang)
    })

    test(`the desktop header keeps one language switch, with the actions (${c.lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(c.home)
      const toggle = page.getByRole('link', { name: c.toggle })
      await expect(toggle).toHaveCount(1)
      await expect(toggle).toBeVisible()
      await expect(page.locator('.site-nav__actions .language-toggle')).toBeVisible()
    })

    test(`the skip link focuses the content and keeps the provider search (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(`${c.providers}${PROVIDER_HASH}`)
      const heading = page.getByRole('heading', { level: 2, name: c.results })
      // The first directory search of a fresh server builds its index: allow it time.
      await expect(heading).toBeVisible({ timeout: 30_000 })
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: c.skip })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.locator('#main-content')).toBeFocused()
      expect(new URL(page.url()).hash).toBe(PROVIDER_HASH)
      await expect(heading).toBeVisible()
      await expect(page.getByLabel(c.zip)).toHaveValue('33125')
      await expectNoAxeViolations(page)
    })

    test(`the language toggle keeps the provider search and the store search (${c.lang})`, async ({
      page,
    }) => {
      // A search typed on the page (its state written into the hash), then the other language.
      await page.goto(c.providers)
      await page.getByLabel(c.zip).fill('33125')
      await page.getByRole('button', { name: c.search, exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.results })).toBeVisible({
        timeout: 30_000,
      })
      const hash = new URL(page.url()).hash
      expect(hash).toContain('zip=33125')
      await page.getByRole('link', { name: c.toggle }).click()
      await expect(page).toHaveURL(
        new RegExp(`${c.providersTwin}${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      )
      await expect(page.getByRole('heading', { level: 2, name: c.resultsTwin })).toBeVisible({
        timeout: 30_000,
      })

      // The store search lives in the query string, which the toggle carries too.
      await page.goto(`${c.stores}?zip=77002&radius=10&page=2`)
      await page.getByRole('link', { name: c.toggle }).click()
      await expect(page).toHaveURL(new RegExp(`${c.storesTwin}\\?zip=77002&radius=10&page=2$`))
      await expectNoAxeViolations(page)
    })
  })
}

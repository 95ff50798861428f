import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './test'
import { expectNoAxeViolations } from './axe'
import { ENGLISH, SPANISH, Wizard } from './enrollment-helpers'

// The trust strip (home, plan page, every enrollment step), the plan card's hierarchy
// (three figures first, at most three actions), the comparison's scroll cue on a phone and the
// enrollment step's heading in a phone's first screen.
type Tree = { [key: string]: string | Tree }
const words = (code: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${code}/${ns}.json`, 'utf8')) as Tree
const pick = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string

const PLAN = 'ceiba-core-hmo-miami-2026' // contract H1234, rated 4.5 stars for 2026
const LANGS = [
  {
    lang: 'en',
    code: 'en-us',
    w: ENGLISH,
    home: '/',
    plan: `/enroll/${PLAN}/`,
    apply: `/enroll-2026/?plan=${PLAN}`,
    results: '/find-a-plan/?zip=70075&county=22071&view=all',
  },
  {
    lang: 'es',
    code: 'es-mx',
    w: SPANISH,
    home: '/es/',
    plan: `/es/inscribirse/${PLAN}/`,
    apply: `/es/inscribirse-2026/?plan=${PLAN}`,
    results: '/es/encontrar-un-plan/?zip=70075&county=22071&view=all',
  },
] as const

// Long journeys with an axe scan on every step.
test.describe.configure({ timeout: 240_000 })
test.beforeEach(({ page }) => page.on('dialog', (dialog) => void dialog.accept()))

for (const c of LANGS) {
  const common = (path: string) => pick(words(c.code, 'common'), path)
  const finder = (path: string) => pick(words(c.code, 'planFinder'), path)
  const strip = (page: Page) => page.getByRole('region', { name: common('trust.label') })

  /** The strip is there, with the required sentence in the same item as the rating. */
  async function expectStrip(page: Page, rating?: string) {
    await expect(strip(page)).toBeVisible()
    const stars = strip(page)
      .getByRole('listitem')
      .filter({ hasText: common('trust.starsHeading') })
    await expect(stars).toContainText(common('trust.starSentence'))
    if (rating) {
      await expect(stars).toContainText('H1234')
      await expect(stars).toContainText(rating)
    }
    await expect(strip(page)).toContainText(common('trust.privacyHeading'))
    await expect(strip(page).getByRole('link', { name: '1-800-555-0123' })).toHaveAttribute(
      'href',
      'tel:+18005550123',
    )
  }

  test.describe(`trust and plan cards (${c.lang})`, () => {
    test(`the home page and a plan page carry the trust strip (${c.lang})`, async ({ page }) => {
      await page.goto(c.home)
      await expectStrip(page)
      await expectNoAxeViolations(page)
      await page.goto(c.plan)
      await expectStrip(page, '4.5')
      await expect(strip(page)).toContainText(
        pick(words(c.code, 'common'), 'trust.contract')
          .replace('{{contract}}', 'H1234')
          .replace('{{year}}', '2026'),
      )
      await expectNoAxeViolations(page)
    })

    test(`plan cards show the three figures first and at most three actions (${c.lang})`, async ({
      page,
    }) => {
      await page.goto(c.results)
      const cards = page.locator('.plan-list article.plan-card')
      await expect(cards.first()).toBeVisible()
      const count = await cards.count()
      expect(count).toBeGreaterThan(1)
      for (let index = 0; index < count; index++) {
        const card = cards.nth(index)
        // The first facts of the card are the three figures, in this order.
        const first = card.locator('dl').first()
        await expect(first.locator('dt')).toHaveText([
          finder('plan.premium'),
          finder('plan.figures.yearly'),
          finder('plan.figures.moop'),
        ])
        // Larger than the other facts, and above them.
        const figure = await first.locator('dd').first().boundingBox()
        const fact = await card.locator('.plan-card__facts dd').first().boundingBox()
        expect(figure!.y).toBeLessThan(fact!.y)
        const size = (locator: ReturnType<Page['locator']>) =>
          locator.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))
        expect(await size(first.locator('.plan-figures__value').first())).toBeGreaterThan(
          await size(card.locator('.plan-card__facts dd').first()),
        )
        // The plan type is a badge of its own.
        await expect(card.locator('.plan-card__type .plan-type')).toHaveCount(1)
        // At most three actions outside the "More about this plan" disclosure.
        const actions = await card
          .locator('a, button, input, select')
          .evaluateAll((nodes) => nodes.filter((node) => !node.closest('details')).length)
        expect(actions).toBeLessThanOrEqual(3)
        await expect(
          card.getByRole('link', { name: new RegExp(`^${finder('plan.enroll')} ?: `) }),
        ).toHaveClass(/button--primary/)
      }
      await expectNoAxeViolations(page)
    })

    test(`on a phone the comparison shows that it scrolls (${c.lang}) @phone`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(c.results)
      await page.getByRole('heading', { name: finder('compare.heading') }).click()
      const region = page.getByRole('region', { name: finder('compare.region') })
      await expect(region).toBeVisible()
      await expect(page.getByText(finder('compare.scrollHint'))).toBeVisible()
      await expect(region).toHaveAttribute('tabindex', '0')
      // It does scroll: the table is wider than its region.
      expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth + 10)).toBeTruthy()
      await expectNoAxeViolations(page)
    })

    test(`every enrollment step carries the trust strip, its heading in a phone's first screen (${c.lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      const w = new Wizard(page, c.w)
      const headingTop = async (step: string) => {
        await w.expectStep(step)
        await page.evaluate(() => window.scrollTo(0, 0))
        const box = await page
          .getByRole('heading', { level: 2, name: new RegExp(`: ${c.w(`steps.${step}`)}$`) })
          .boundingBox()
        expect(box!.y, `${step}: the heading's top`).toBeLessThan(812 - 60)
        await expectStrip(page, '4.5')
      }
      await page.goto(c.apply)
      await headingTop('personal')
      await w.personal({ first: 'Rosa', last: 'Delgado', phone: '305-555-0134', zip: '33125' })
      await w.next('otherCoverage')
      await headingTop('otherCoverage')
      // "Prefer to apply by phone?" beside the Medicare number, tap-to-call.
      const byPhone = page.getByRole('complementary', { name: common('byPhone.heading') })
      await expect(byPhone).toBeVisible()
      await expect(byPhone.getByRole('link', { name: '1-800-555-0123' })).toHaveAttribute(
        'href',
        'tel:+18005550123',
      )
      await expect(byPhone).toContainText(common('byPhone.protected'))
      await w.otherCoverage('1EG4-TE5-MK73')
      await w.next('options')
      await headingTop('options')
      await page.getByLabel(c.w('fields.aepPeriod')).check()
      await w.next('signature')
      await headingTop('signature')
      await w.choose('relationshipToPersonListed', c.w('options.relationship.self'))
      await w.field('signature').fill('Rosa Delgado')
      await w.next('payment')
      await headingTop('payment')
      await w.choose('paymentMethod', c.w('options.paymentMethod.socialSecurity'))
      await w.next('review')
      await headingTop('review')
      await expectNoAxeViolations(page)
    })
  })
}

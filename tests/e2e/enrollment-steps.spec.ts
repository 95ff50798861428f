import { expect, test, type Page } from './test'
import { expectNoAxeViolations } from './axe'
import { ENGLISH, SPANISH, Wizard, starts, type Words } from './enrollment-helpers'

// Real plans of the seed catalogue (db/seed/plans): the same plan name is sold in Miami and New Orleans.
const MIAMI_HMO = 'ceiba-core-hmo-miami-2026'
// Each language names the steps in its own words in ?step= (src/features/enrollment/enroll-search.ts).
const EN_STEPS = {
  personal: 'personal',
  otherCoverage: 'other-coverage',
  options: 'options',
  signature: 'signature',
  review: 'review',
}
const ES_STEPS = {
  personal: 'datos-personales',
  otherCoverage: 'otra-cobertura',
  options: 'opciones',
  signature: 'firma',
  review: 'revision',
}
const LANGS = [
  {
    lang: 'en',
    w: ENGLISH,
    form: '/enroll-2026/',
    region: 'New Orleans',
    steps: EN_STEPS,
    other: ES_STEPS,
  },
  {
    lang: 'es',
    w: SPANISH,
    form: '/es/inscribirse-2026/',
    region: 'New Orleans',
    steps: ES_STEPS,
    other: EN_STEPS,
  },
] as const

test.describe.configure({ timeout: 120_000 })

/** Any "leave this page?" prompt fails the journey: the answers are kept in the tab, so none is due. */
function failOnDialog(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return dialogs
}

const stepUrl = (step: string) => new RegExp(`[?&]step=${step}(&|$)`)
const pressNext = (page: Page, w: Words) =>
  page.getByRole('button', { name: w('buttons.next'), exact: true }).click()

for (const c of LANGS) {
  test(`a New Orleans address on a Miami plan is stopped at the address, with the plans sold there (${c.lang})`, async ({
    page,
  }) => {
    const dialogs = failOnDialog(page)
    const w = new Wizard(page, c.w)
    await page.goto(`${c.form}?plan=${MIAMI_HMO}`)
    await w.personal({ first: 'Rosa', last: 'Delgado', phone: '504-555-0134', zip: '70112' })
    await w.fill({ firstName: '', permanentAddressLine1: 'PO Box 1450', city: 'New Orleans' })
    await w.field('state').selectOption('LA')
    await pressNext(page, c.w)

    // Every problem at once, in the summary and inline: a missing field, the PO Box and the service area.
    const summary = page.getByRole('alert').filter({ hasText: c.w('errors.stepIncomplete') })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      `${c.w('fields.firstName')}: ${c.w('errors.required')}`,
      `${c.w('fields.permanentAddressLine1')}: ${c.w('errors.poBox')}`,
      `${c.w('fields.zipcode')}: ${c.w('errors.serviceArea')}`,
    ])
    await expect(page.locator('#f-zipcode-error')).toHaveText(c.w('errors.serviceArea'))
    await expect(page.locator('#f-permanentAddressLine1-error')).toHaveText(c.w('errors.poBox'))
    await w.expectStep('personal')

    // The plans sold in 70112 are offered; the answers so far go along.
    const offer = page.getByRole('region', {
      name: c.w('serviceArea.heading').replace('{{zip}}', '70112'),
    })
    const newOrleans = offer.getByRole('link', {
      name: c
        .w('serviceArea.apply')
        .replace('{{planName}}', 'Ceiba Core HMO')
        .replace('{{region}}', c.region),
    })
    await expect(newOrleans).toBeVisible()
    await expect(offer.getByRole('link', { name: /Miami/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await newOrleans.click()
    await expect(page).toHaveURL(
      new RegExp(`[?]plan=ceiba-core-hmo-new-orleans-2026&step=${c.steps.personal}$`),
    )
    await expect(w.field('lastName')).toHaveValue('Delgado')
    await expect(w.field('zipcode')).toHaveValue('70112')
    await w.fill({ firstName: 'Rosa', permanentAddressLine1: '1300 Perdido St' })
    await w.next('otherCoverage')

    // An ESRD answer of Yes hears spec 5.4's rule and how records are collected.
    await w.yesNo({ hasESRD: 'yes' })
    await expect(page.getByText(c.w('notices.esrdYes'))).toBeVisible()
    await expect(
      page.getByText(
        c.w('notices.esrdRecords').replace('{{phone}}', '1-800-555-0123').replace('{{tty}}', '711'),
      ),
    ).toBeVisible()
    await w.yesNo({ hasESRD: 'no' })
    await expect(page.getByText(c.w('notices.esrdYes'))).toHaveCount(0)
    expect(dialogs).toEqual([])
    await expectNoAxeViolations(page)
  })

  test(`each step has its own URL: Back and Forward move between steps, without a prompt (${c.lang})`, async ({
    page,
  }) => {
    const dialogs = failOnDialog(page)
    const w = new Wizard(page, c.w)
    await page.goto(`${c.form}?plan=${MIAMI_HMO}`)
    await expect(page).toHaveURL(stepUrl(c.steps.personal))
    // At 1280 px the six steps sit on one line, inside the form's column, in both languages.
    await page.setViewportSize({ width: 1280, height: 900 })
    const steps = await page
      .locator('.step-indicator li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()))
    const column = await page
      .locator('.step-indicator')
      .evaluate((nav) => nav.getBoundingClientRect().right)
    expect(new Set(steps.map((step) => Math.round(step.top))).size).toBe(1)
    expect(Math.max(...steps.map((step) => step.right))).toBeLessThanOrEqual(column + 1)
    await w.personal({ first: 'Marta', last: 'Ruiz', phone: '305-555-0171', zip: '33125' })
    await w.next('otherCoverage')
    await expect(page).toHaveURL(stepUrl(c.steps.otherCoverage))
    await w.otherCoverage('5M67-NP8-QR90')
    await w.next('options')
    await expect(page).toHaveURL(stepUrl(c.steps.options))

    await page.goBack()
    await w.expectStep('otherCoverage')
    await expect(w.field('medicareNumber')).toHaveValue('5M67-NP8-QR90')
    await page.goBack()
    await w.expectStep('personal')
    await expect(page).toHaveURL(stepUrl(c.steps.personal))
    await expect(w.field('firstName')).toHaveValue('Marta')
    await page.goForward()
    await w.expectStep('otherCoverage')
    await page.goForward()
    await w.expectStep('options')

    // A step whose earlier steps are incomplete sends the person to the first incomplete one.
    await page.goto(`${c.form}?plan=${MIAMI_HMO}&step=${c.steps.review}`)
    await w.expectStep('signature')
    await expect(page).toHaveURL(stepUrl(c.steps.signature))
    // A reload keeps the step and the answers, and asks nothing.
    await page.reload()
    await w.expectStep('signature')
    // An address with the other language's step name (saved before Spanish names existed) opens
    // the same step and is rewritten in this language's words.
    await page.goto(`${c.form}?plan=${MIAMI_HMO}&step=${c.other.otherCoverage}`)
    await w.expectStep('otherCoverage')
    await expect(page).toHaveURL(stepUrl(c.steps.otherCoverage))
    await page.goto(`${c.form}?plan=${MIAMI_HMO}&step=${c.steps.personal}`)
    await expect(w.field('lastName')).toHaveValue('Ruiz')
    // Leaving for another page asks nothing either: the answers wait in the tab.
    await page.getByRole('link', { name: c.w('page.changePlan') }).click()
    await expect(
      page.getByRole('heading', { name: c.w('chooser.heading').replace('{{year}}', '2026') }),
    ).toBeVisible()
    await page.goBack()
    await w.expectStep('personal')
    await expect(w.field('firstName')).toHaveValue('Marta')
    // Switching language keeps the plan, the step and the answers, and asks nothing.
    await page.locator('a.language-toggle:visible').click()
    await expect(page).toHaveURL(
      new RegExp(
        `${c.lang === 'en' ? '/es/inscribirse-2026/' : '/enroll-2026/'}\\?plan=${MIAMI_HMO}&step=${c.other.personal}$`,
      ),
    )
    await expect(page.locator('#f-firstName')).toHaveValue('Marta')
    expect(dialogs).toEqual([])
    await expectNoAxeViolations(page)
  })

  test(`the answers are cleared after 30 minutes without activity, with a warning first (${c.lang})`, async ({
    page,
  }) => {
    await page.clock.install()
    const w = new Wizard(page, c.w)
    await page.goto(`${c.form}?plan=${MIAMI_HMO}`)
    await w.fill({ firstName: 'Idle', lastName: 'Person' })
    await page.clock.runFor(28.5 * 60_000)
    const warning = page
      .getByRole('alert')
      .filter({ hasText: c.w('idle.warning').replace('{{minutes}}', '2') })
    await expect(warning).toBeVisible()
    await warning.getByRole('button', { name: c.w('idle.keep') }).click()
    await expect(warning).toHaveCount(0)
    await page.clock.runFor(29 * 60_000)
    await expect(w.field('firstName')).toHaveValue('Idle')
    await page.clock.runFor(2 * 60_000)
    await expect(page.getByText(c.w('idle.expired').replace('{{minutes}}', '30'))).toBeVisible()
    await expect(w.field('firstName')).toHaveValue('')
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('ceiba.enrollment')),
      ),
    ).toEqual([])
    await expect(page.getByLabel(starts(c.w('fields.firstName')))).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

import { expect, test, type Page } from './test'
import { expectNoAxeViolationsWithoutScripts as expectNoAxeViolations } from './axe'
import {
  ENGLISH,
  SPANISH,
  Wizard as ScriptedWizard,
  starts,
  type Words,
} from './enrollment-helpers'

// A browser with scripts off (a setting, a filter, a bundle that never arrived): every step is the
// page's own HTML form, posted to the server, which runs the wizard's machine (decision 0024).
test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 150_000 })

const HMO_2026 = 'ceiba-core-hmo-miami-2026'
const DSNP_2025 = 'ceiba-dual-choice-d-snp-miami-2025'
const CSNP_2026 = 'ceiba-heart-diabetes-c-snp-miami-2026'
const CONFIRMATION = /^CBA-[2-9]{4}-[A-HJKMNP-Z]{2}$/
const LANGS = [
  {
    lang: 'en',
    w: ENGLISH,
    form: (y: number) => `/enroll-${y}/`,
    thanks: 'Thanks for applying!',
    blocked: '*Please fill in all required fields before continuing.',
    step: (n: string) => n,
  },
  {
    lang: 'es',
    w: SPANISH,
    form: (y: number) => `/es/inscribirse-${y}/`,
    thanks: '¡Gracias por su solicitud!',
    blocked: '*Complete todos los campos obligatorios antes de continuar.',
    step: (n: string) =>
      ({
        personal: 'datos-personales',
        'other-coverage': 'otra-cobertura',
        options: 'opciones',
        signature: 'firma',
        payment: 'pago',
        review: 'revision',
      })[n]!,
  },
] as const

/** The journeys' wizard, each step scanned as this browser shows it. */
class Wizard extends ScriptedWizard {
  override async next(nextStep: string) {
    await expectNoAxeViolations(this.page)
    await this.page.getByRole('button', { name: this.w('buttons.next'), exact: true }).click()
    await this.expectStep(nextStep)
  }
}

/** Nothing the person typed that is protected travels in an address. */
const noSecretInUrl = (page: Page) => expect(page.url()).not.toMatch(/1EG4|2C33|3D45|1958|FL0099/)

async function submitAndConfirm(page: Page, w: Words, thanks: string) {
  await page.getByRole('button', { name: w('buttons.submit'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks)
  await expect(page.locator('.confirmation-number__value')).toHaveText(CONFIRMATION)
  noSecretInUrl(page)
  const body = await page.locator('main').innerText()
  for (const secret of ['1EG4', '1958', 'MK73', '2C33']) expect(body).not.toContain(secret)
  await expectNoAxeViolations(page)
  return page.locator('.confirmation-number__value').innerText()
}

for (const c of LANGS) {
  test.describe(`enrollment without JavaScript (${c.lang})`, () => {
    test(`a 2025 D-SNP applicant with a mailing address, Medicaid, a move and a representative applies, edits and submits once (${c.lang}) @phone`, async ({
      page,
      context,
    }) => {
      const w = new Wizard(page, c.w)
      await page.goto(`${c.form(2025)}?plan=${DSNP_2025}`)
      await expect(page.getByText(c.w('page.loading'))).toHaveCount(0)
      await expect(
        page.getByText(c.w('page.keptOnServer').replace('{{minutes}}', '30')),
      ).toBeVisible()
      // Next on a blank step: the server answers with the step, its summary and inline messages.
      await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`step=${c.step('personal')}#problems$`))
      const summary = page.getByRole('alert').filter({ hasText: c.blocked })
      await expect(
        summary.getByRole('link', {
          name: `${c.w('fields.firstName')}: ${c.w('errors.required')}`,
        }),
      ).toBeVisible()
      await expectNoAxeViolations(page)

      await w.personal({ first: 'Ana', last: 'Quintero', phone: '786-555-0101', zip: '33125' })
      // A question that applies after an answer is shown, since no script can reveal it.
      await page.getByLabel(c.w('fields.differentMailingAddress')).check()
      await w.fill({
        mailingAddressLine1: 'PO Box 4410',
        mailingCity: 'Miami',
        mailingZipcode: '33101',
      })
      await w.field('mailingState').selectOption('FL')
      // A phone number the schema refuses: the step comes back with its message and every answer kept.
      await w.field('primaryPhoneNumber').fill('123')
      await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(
        `${c.w('fields.primaryPhoneNumber')}: ${c.w('errors.phone')}`,
      )
      await expect(w.field('firstName')).toHaveValue('Ana')
      await expect(w.field('mailingAddressLine1')).toHaveValue('PO Box 4410')
      await w.field('primaryPhoneNumber').fill('786-555-0101')
      // Enter in a field is Next.
      await w.field('city').press('Enter')
      await w.expectStep('otherCoverage')
      noSecretInUrl(page)

      await w.otherCoverage('2C33 GH4 JK56')
      await w.yesNo({ enrolledStateMedicaid: 'yes' })
      await w.field('medicaidNumber').fill('FL0099887766')
      await w.choose('medicaidLevel', c.w('options.medicaidLevel.FBDE'))
      await w.next('options')
      noSecretInUrl(page)
      // A D-SNP offers the integrated-care SEP (CMS-4205-F).
      await expect(page.getByLabel(c.w('fields.integratedDSNP'))).toBeVisible()
      await page.getByLabel(c.w('fields.isMoving')).check()
      await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: c.blocked })).toBeVisible()
      await w.date('dateOfMove', '9', '15', '2025')
      await w.next('signature')
      // Previous keeps what was posted.
      await page.getByRole('button', { name: c.w('buttons.previous'), exact: true }).click()
      await w.expectStep('options')
      await expect(page.getByLabel(c.w('fields.isMoving'))).toBeChecked()
      await w.next('signature')
      await w.choose(
        'relationshipToPersonListed',
        c.w('options.relationship.authorizedRepresentative'),
      )
      // The model form's statements where the person signs, without a script too; a
      // representative gives no email, as the model form asks none (MMCM ch. 2, exhibit 1).
      for (const key of ['heading', 'releaseHeading', 'privacyHeading'])
        await expect(
          page.getByRole('heading', { name: c.w(`statements.${key}`), exact: true }),
        ).toBeVisible()
      await w.fill({
        authorizedPersonName: 'Carmen Quintero',
        authorizedPersonRelationship: c.lang === 'en' ? 'Daughter' : 'Hija',
        authorizedPersonPhoneNumber: '786-555-0188',
        authorizedPersonAddressLine1: '88 SW 8th St',
        signature: 'Carmen Quintero',
      })
      await w.next('payment')
      await expect(page.getByText(c.w('notices.extraHelp'))).toBeVisible()
      await w.choose('paymentMethod', c.w('options.paymentMethod.bill'))
      await w.next('review')
      await expect(page.locator('main')).toContainText('Carmen Quintero')
      await expect(page.locator('main')).toContainText('PO Box 4410')
      await expect(page.getByText(c.w('review.printNoScript'))).toBeVisible()
      await expect(page.getByRole('button', { name: c.w('buttons.print') })).toBeHidden()
      // Edit a section, change an answer, and come back to the review.
      await page
        .getByRole('region', { name: c.w('steps.personal') })
        .getByRole('button', { name: new RegExp(c.w('review.edit')) })
        .first()
        .click()
      await w.expectStep('personal')
      await w.field('preferredFirstName').fill('Anita')
      await page.getByRole('button', { name: c.w('buttons.backToReview') }).click()
      await w.expectStep('review')
      await expect(page.locator('main')).toContainText('Anita')
      await expectNoAxeViolations(page)
      const number = await submitAndConfirm(page, c.w, c.thanks)
      // Back to the review and Submit again: the application is not filed twice, and the draft is gone.
      await page.goBack()
      await expect(page.locator('main')).not.toContainText('Carmen Quintero')
      const cookies = await context.cookies()
      expect(cookies.find((cookie) => cookie.name === 'ceiba_enrollment')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      })
      expect(number).toMatch(CONFIRMATION)
    })

    test(`an agent helping on a C-SNP with an NPN, other insurance and a start over (${c.lang})`, async ({
      page,
    }) => {
      const w = new Wizard(page, c.w)
      await page.goto(`${c.form(2026)}?plan=${CSNP_2026}`)
      await w.personal({ first: 'Jorge', last: 'Pena', phone: '305-555-0150', zip: '33125' })
      await w.next('otherCoverage')
      await w.otherCoverage('3D45-FG6-HJ78')
      await w.yesNo({ otherInsurance: 'yes' })
      await w.fill({
        otherInsuranceName: 'Acme Retiree Health',
        otherInsuranceMemberId: 'AR-55120',
      })
      await w.date('otherInsuranceStartCoverage', '1', '1', '2020')
      await w.next('options')
      await w.yesNo({ hasDiabetes: 'yes' })
      await w.next('signature')
      await w.choose('relationshipToPersonListed', c.w('options.relationship.individualHelper'))
      await w.fill({
        individualRepName: 'Luis Ortega',
        individualRepSignature: 'Luis Ortega',
        signature: 'Jorge Pena',
      })
      await w
        .field('individualRepRelationship')
        .selectOption({ label: c.w('options.helperRelationship.agent') })
      await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(c.w('fields.individualRepNpn'))
      await w.field('individualRepNpn').fill('19876543')
      await w.next('payment')
      await w.next('review')
      await expect(page.locator('main')).toContainText('Acme Retiree Health')
      await submitAndConfirm(page, c.w, c.thanks)
      await expect(page.getByText(c.w('confirmation.stepCallCsnp'))).toBeVisible()

      // A new application, then Start over: the answers are forgotten.
      await page.goto(`${c.form(2026)}?plan=${HMO_2026}`)
      await w.personal({ first: 'Marta', last: 'Ruiz', phone: '305-555-0177', zip: '33125' })
      await w.next('otherCoverage')
      await page.getByRole('button', { name: c.w('page.startOver') }).click()
      await w.expectStep('personal')
      await expect(w.field('firstName')).toHaveValue('')
      await expectNoAxeViolations(page)
    })

    test(`answers posted without JavaScript are there when scripts run later, and the wizard goes on (${c.lang})`, async ({
      page,
      browser,
    }) => {
      const w = new Wizard(page, c.w)
      await page.goto(`${c.form(2026)}?plan=${HMO_2026}`)
      await w.personal({ first: 'Elena', last: 'Mora', phone: '305-555-0161', zip: '33125' })
      await w.next('otherCoverage')
      // The same browser, now running scripts (a page reloaded once the connection recovered).
      const scripted = await browser.newContext({ javaScriptEnabled: true })
      try {
        await scripted.addCookies(await page.context().cookies())
        const later = await scripted.newPage()
        await later.goto(page.url())
        await later.waitForSelector('html[data-hydrated]', { state: 'attached' })
        const sw = new ScriptedWizard(later, c.w)
        await sw.expectStep('otherCoverage')
        await later.getByRole('button', { name: c.w('buttons.previous'), exact: true }).click()
        await sw.expectStep('personal')
        await expect(sw.field('firstName')).toHaveValue('Elena')
        await expect(sw.field('city')).toHaveValue('Miami')
        await sw.next('otherCoverage')
      } finally {
        await scripted.close()
      }
    })

    test(`a later step without a draft says what to do (${c.lang})`, async ({ page }) => {
      await page.goto(`${c.form(2026)}?plan=${HMO_2026}&step=${c.step('payment')}`)
      await expect(
        page.getByText(
          c
            .w('page.noScriptLost')
            .replace('{{minutes}}', '30')
            .replace('{{phone}}', '1-800-555-0123')
            .replace('{{tty}}', '711'),
        ),
      ).toBeVisible()
      await page.getByRole('link', { name: c.w('page.noScriptStart') }).click()
      await expect(page.getByLabel(starts(c.w('fields.firstName')))).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

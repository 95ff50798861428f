import { expect, test, type Locator, type Page } from './test'
import { expectNoAxeViolations } from './axe'
import { ENGLISH, SPANISH, Wizard, starts, type Words } from './enrollment-helpers'

// Real plans of the seed catalogue (db/seed/plans).
const HMO_2026 = { slug: 'ceiba-core-hmo-miami-2026', name: 'Ceiba Core HMO' }
const DSNP_2025 = { slug: 'ceiba-dual-choice-d-snp-miami-2025' }
const CSNP_2026 = { slug: 'ceiba-heart-diabetes-c-snp-miami-2026' }
const LANGS = [
  {
    lang: 'en',
    w: ENGLISH,
    form: (y: number) => `/enroll-${y}/`,
    thanks: 'Thanks for applying!',
    required: '(*Required)',
    blocked: '*Please fill in all required fields before continuing.',
    // The review's sections are the steps, named as the step indicator names them.
    sections: ['Personal', 'Other Coverage', 'Options', 'Signature', 'Payment'],
  },
  {
    lang: 'es',
    w: SPANISH,
    form: (y: number) => `/es/inscribirse-${y}/`,
    thanks: '¡Gracias por su solicitud!',
    required: '(*Obligatorio)',
    blocked: '*Complete todos los campos obligatorios antes de continuar.',
    sections: ['Datos personales', 'Otra cobertura', 'Opciones', 'Firma', 'Pago'],
  },
] as const
const MBI = '1EG4-TE5-MK73'
const CONFIRMATION = /^CBA-[2-9]{4}-[A-HJKMNP-Z]{2}$/

// Long journeys with an axe scan on every step.
test.describe.configure({ timeout: 120_000 })
test.beforeEach(({ page }) => page.on('dialog', (dialog) => void dialog.accept()))

/** Lines a token's text takes on the page: one line box per distinct top. */
const linesOf = (token: Locator) =>
  token.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

/**
 * On a phone the confirmation number and the number to call stay whole, and the
 * number is tap-to-call (the settings document's Member Services number, with TTY).
 */
async function expectContactOnOneLine(page: Page) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 720 })
  const call = page.locator('.confirmation-number a[href="tel:+18005550123"]')
  await expect(call).toHaveText('1-800-555-0123')
  expect(await linesOf(call)).toBe(1)
  expect(await linesOf(page.locator('.confirmation-number__value'))).toBe(1)
  expect(await linesOf(page.locator('.confirmation-number .nowrap').first())).toBe(1)
  if (size) await page.setViewportSize(size)
}

async function submitAndConfirm(page: Page, w: Words, thanks: string) {
  await page.getByRole('button', { name: w('buttons.submit'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks)
  await expect(page.locator('.confirmation-number__value')).toHaveText(CONFIRMATION)
  await expectContactOnOneLine(page)
  const body = await page.locator('main').innerText()
  for (const secret of ['1EG4', '1958', 'MK73']) expect(body).not.toContain(secret)
  expect(page.url()).not.toMatch(/1EG4|1958/)
  // The tab's saved application is gone once submitted.
  const saved = await page.evaluate(() => Object.entries(sessionStorage))
  expect(
    saved.filter(([key, value]) => key.startsWith('ceiba.enrollment') || value.includes('TE5')),
  ).toEqual([])
  await expectNoAxeViolations(page)
}

for (const c of LANGS) {
  test.describe(`enrollment (${c.lang})`, () => {
    test(`2026 applicant picks a plan by ZIP and applies (${c.lang})`, async ({ page }) => {
      const w = new Wizard(page, c.w)
      await page.goto(c.form(2026))
      await page.getByLabel(starts(c.w('chooser.zip'))).fill('33125')
      await page.getByRole('button', { name: c.w('chooser.search') }).click()
      await page
        .getByRole('link', { name: c.w('chooser.apply').replace('{{planName}}', HMO_2026.name) })
        .click()
      // Each language names the step in its own words.
      await expect(page).toHaveURL(
        new RegExp(
          `\\?plan=${HMO_2026.slug}&step=${c.lang === 'en' ? 'personal' : 'datos-personales'}$`,
        ),
      )
      await expect(page.getByText('H1234_2026FORM_M').first()).toBeVisible()
      // "Before you apply" waits behind a disclosure, with spec 5.4's statements inside.
      await page.getByText(c.w('eligibility.summary')).click()
      await expect(page.getByText(c.w('eligibility.esrd'))).toBeVisible()
      await expect(w.field('firstName')).toBeVisible()
      await expect(page.getByText(c.required).first()).toBeVisible()
      // Next on a blank step: a focused summary with the spec message, linking to each field.
      await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
      const summary = page.getByRole('alert').filter({ hasText: c.blocked })
      await expect(summary).toBeFocused()
      await summary
        .getByRole('link', { name: `${c.w('fields.firstName')}: ${c.w('errors.required')}` })
        .click()
      await expect(w.field('firstName')).toBeFocused()
      await expect(page.getByText(c.w('errors.required')).first()).toBeVisible()
      await expectNoAxeViolations(page)

      await w.personal({ first: 'Rosa', last: 'Delgado', phone: '305-555-0134', zip: '33125' })
      await page.reload() // nothing typed is lost
      await expect(w.field('firstName')).toHaveValue('Rosa')
      await w.next('otherCoverage')
      // Optional, as on the model form (MMCM ch. 2, exhibit 1): no required mark.
      for (const name of ['hasESRD', 'isVeteran', 'doYouWork', 'doesSpouseWork'])
        await expect(
          page.getByRole('group', { name: c.w(`fields.${name}`), exact: true }),
        ).toBeVisible()
      await w.otherCoverage(MBI)
      await w.next('options')
      await page.getByLabel(c.w('fields.aepPeriod')).check()
      await expect(page.getByText(c.w('notices.hmoPcp'))).toBeVisible()
      // The integrated-care SEP leads only into a D-SNP (CMS-4205-F): an HMO does not offer it.
      await expect(page.getByLabel(c.w('fields.integratedDSNP'))).toHaveCount(0)
      await expect(page.getByLabel(c.w('fields.changeMedicareCoverage'))).toBeVisible()
      await w.next('signature')
      // The model form's statements, read where the person signs (MMCM ch. 2, exhibit 1).
      const named = (key: string) => c.w(key).replaceAll('{{planName}}', HMO_2026.name)
      for (const key of ['heading', 'releaseHeading', 'privacyHeading'])
        await expect(
          page.getByRole('heading', { name: c.w(`statements.${key}`), exact: true }),
        ).toBeVisible()
      for (const key of [
        'contract',
        'wholeYear',
        'appeals',
        'network',
        'release',
        'signatureMeans',
      ])
        await expect(page.getByText(named(`statements.${key}`))).toBeVisible()
      await expect(page.getByText(c.w('statements.privacy'))).toBeVisible()
      await w.choose('relationshipToPersonListed', c.w('options.relationship.self'))
      await w.field('signature').fill('Rosa Delgado')
      await w.next('payment')
      await w.choose('paymentMethod', c.w('options.paymentMethod.socialSecurity'))
      await expect(page.getByText(c.w('notices.premiumDeduction'))).toBeVisible()
      // The premium section's Part D statements (MMCM ch. 2, exhibit 1).
      await expect(page.getByText(named('notices.irmaa'))).toBeVisible()
      await expect(page.getByText(c.w('notices.extraHelp'))).toBeVisible()
      await w.next('review')

      await expect(page.locator('.review-section h3')).toHaveText([...c.sections])
      await expect(page.locator('.review-section h3')).toHaveText(
        ['personal', 'otherCoverage', 'options', 'signature', 'payment'].map((step) =>
          c.w(`steps.${step}`),
        ),
      )
      // Each step's answers have a plain Edit that names the step.
      const payment = c.w('steps.payment')
      await expect(
        page.getByRole('button', { name: `${c.w('review.edit')} ${payment}`, exact: true }),
      ).toBeVisible()
      const shownWords = await page.locator('.review-section button').evaluateAll((buttons) =>
        buttons.map((button) =>
          [...button.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim(),
        ),
      )
      expect(new Set(shownWords)).toEqual(new Set([c.w('review.edit')]))
      await expect(page.getByRole('button', { name: c.w('buttons.print') })).toBeVisible()
      await expectNoAxeViolations(page)
      await page
        .getByRole('region', { name: c.w('steps.otherCoverage') })
        .getByRole('button', { name: new RegExp(c.w('review.edit')) })
        .click()
      await w.expectStep('otherCoverage')
      await w.yesNo({ isVeteran: 'yes' })
      await page.getByRole('button', { name: c.w('buttons.backToReview') }).click()
      await w.expectStep('review')
      await expect(page.getByRole('region', { name: c.w('steps.otherCoverage') })).toContainText(
        c.w('fields.isVeteran'),
      )
      await submitAndConfirm(page, c.w, c.thanks)
    })

    test(`2025 authorized representative with a special enrollment period (${c.lang})`, async ({
      page,
    }) => {
      const w = new Wizard(page, c.w)
      await page.goto(`${c.form(2025)}?plan=${DSNP_2025.slug}`)
      await expect(page.getByText('H1234_2025FORM_M')).toBeVisible() // each year's form shows its own material ID
      await expect(page.getByText('H1234_2026FORM_M')).toHaveCount(0)
      await w.personal({ first: 'Ana', last: 'Quintero', phone: '786-555-0101', zip: '33125' })
      await w.next('otherCoverage')
      await w.otherCoverage('2C33 GH4 JK56')
      await w.yesNo({ enrolledStateMedicaid: 'yes' })
      await w.field('medicaidNumber').fill('FL0099887766')
      await w.choose('medicaidLevel', c.w('options.medicaidLevel.FBDE'))
      await w.next('options')
      await page.getByLabel(c.w('fields.isMoving')).check()
      await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: c.blocked })).toBeFocused()
      await w.date('dateOfMove', '9', '15', '2025')
      await w.next('signature')
      await w.choose(
        'relationshipToPersonListed',
        c.w('options.relationship.authorizedRepresentative'),
      )
      await expect(page.getByText(c.w('notices.representative'))).toBeVisible()
      await w.fill({
        authorizedPersonName: 'Carmen Quintero',
        authorizedPersonRelationship: c.lang === 'en' ? 'Daughter' : 'Hija',
        authorizedPersonPhoneNumber: '786-555-0188',
        authorizedPersonEmailAddress: 'carmen@example.com',
        authorizedPersonAddressLine1: '88 SW 8th St',
        signature: 'Carmen Quintero',
      })
      await w.next('payment')
      await w.next('review')
      await expect(page.locator('main')).toContainText('Carmen Quintero')
      await submitAndConfirm(page, c.w, c.thanks)
    })

    test(`agent helping with an NPN on a C-SNP (${c.lang})`, async ({ page }) => {
      const w = new Wizard(page, c.w)
      await page.goto(`${c.form(2026)}?plan=${CSNP_2026.slug}`)
      await w.personal({ first: 'Jorge', last: 'Pena', phone: '305-555-0150', zip: '33125' })
      await w.next('otherCoverage')
      await w.otherCoverage('3D45-FG6-HJ78')
      await w.next('options')
      await expect(
        page
          .getByRole('region', { name: c.w('sections.conditions') })
          .getByText(c.w('eligibility.csnpDiabetes')),
      ).toBeVisible()
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
      await submitAndConfirm(page, c.w, c.thanks)
      await expect(page.getByText(c.w('confirmation.stepCallCsnp'))).toBeVisible()
    })

    test(`the page counts as hydrated only once the first step's fields are there (${c.lang})`, async ({
      page,
    }) => {
      // What the page holds at the moment <html data-hydrated> is set: the journeys and the
      // benchmark take that moment as the one a person can start typing.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-hydrated')) return
          observer.disconnect()
          const fields = document.querySelectorAll('main form input, main form select').length
          const w = window as unknown as { fieldsWhenHydrated?: number }
          w.fieldsWhenHydrated = fields
        }).observe(document, {
          attributes: true,
          subtree: true,
          attributeFilter: ['data-hydrated'],
        })
      })
      await page.goto(`${c.form(2026)}?plan=${HMO_2026.slug}`)
      expect(
        await page.evaluate(
          () => (window as unknown as { fieldsWhenHydrated?: number }).fieldsWhenHydrated,
        ),
      ).toBeGreaterThan(0)
      await expect(page.getByRole('status').filter({ hasText: c.w('page.loading') })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test(`a submission the server never receives keeps the answers and can be retried (${c.lang})`, async ({
      page,
    }) => {
      const w = new Wizard(page, c.w)
      await page.goto(`${c.form(2026)}?plan=${HMO_2026.slug}`)
      await w.personal({ first: 'Elena', last: 'Mora', phone: '305-555-0161', zip: '33125' })
      await w.next('otherCoverage')
      await w.otherCoverage('4E56-GH7-JK89')
      await w.next('options')
      await w.next('signature')
      await w.choose('relationshipToPersonListed', c.w('options.relationship.self'))
      await w.field('signature').fill('Elena Mora')
      await w.next('payment')
      await w.next('review')
      // The whole site out of reach, not only the API: the error page's code must already be here
      // (the wizard loads it in idle time once it has hydrated).
      await page.context().setOffline(true)
      await page.getByRole('button', { name: c.w('buttons.submit'), exact: true }).click()
      await expect(page).toHaveURL(
        new RegExp(`${c.lang === 'en' ? '/enroll-2026/error/' : '/es/inscribirse-2026/error/'}$`),
        { timeout: 15_000 },
      )
      // Spec 8's message exactly, with TTY in a sentence of its own.
      await expect(page.getByRole('alert')).toHaveText(
        c.w('failure.message').replace('{{phone}}', '1-800-555-0123'),
      )
      await expect(page.getByText(c.w('failure.tty').replace('{{tty}}', '711'))).toBeVisible()
      await expectNoAxeViolations(page)
      await page.context().setOffline(false)
      await page.getByRole('link', { name: c.w('failure.back') }).click()
      await w.expectStep('review')
      await expect(page.locator('main')).toContainText('Elena')
      await submitAndConfirm(page, c.w, c.thanks)
    })
  })
}

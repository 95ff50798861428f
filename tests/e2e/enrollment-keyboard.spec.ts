import { expect, test, type Locator, type Page } from './test'
import { expectNoAxeViolations } from './axe'
import { ENGLISH, SPANISH, starts, type Words } from './enrollment-helpers'

/** The whole application by keyboard only: Tab to each control, type, Space and arrows, Enter. */
const LANGS = [
  { lang: 'en', w: ENGLISH, form: '/enroll-2026/', thanks: 'Thanks for applying!' },
  { lang: 'es', w: SPANISH, form: '/es/inscribirse-2026/', thanks: '¡Gracias por su solicitud!' },
] as const

test.describe.configure({ timeout: 120_000 })

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Could not reach ${target} with Tab`)
}

for (const c of LANGS) {
  test(`the application can be completed by keyboard alone (${c.lang})`, async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept())
    const w: Words = c.w
    const field = (name: string) => page.getByLabel(starts(w(`fields.${name}`)))
    const group = (name: string) => page.getByRole('group', { name: starts(w(`fields.${name}`)) })
    const type = async (name: string, text: string) => (
      await tabTo(page, field(name)),
      await page.keyboard.type(text)
    )
    // A yes/no group: Tab lands on Yes; Space takes it, an arrow moves to No and takes it.
    const yesNo = async (name: string, answer: 'yes' | 'no') => {
      await tabTo(page, group(name).getByRole('radio').first())
      await page.keyboard.press(answer === 'yes' ? 'Space' : 'ArrowRight')
      await expect(
        group(name).getByLabel(w(`options.yesNo.${answer}`), { exact: true }),
      ).toBeChecked()
    }
    const next = async (step: string) => {
      await tabTo(page, page.getByRole('button', { name: w('buttons.next'), exact: true }))
      await page.keyboard.press('Enter')
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: new RegExp(`: ${w(`steps.${step}`).replace('&', '\\&')}$`),
        }),
      ).toBeFocused()
      await expectNoAxeViolations(page)
    }

    await page.goto(`${c.form}?plan=ceiba-core-ppo-miami-2026`)
    await expect(field('firstName')).toBeVisible()
    await type('firstName', 'Marisol')
    await type('lastName', 'Reyes')
    const dob = group('dateOfBirth')
    await tabTo(page, dob.getByLabel(w('dates.month')))
    await page.keyboard.type(w('options.month.4'))
    await tabTo(page, dob.getByLabel(w('dates.day')))
    await page.keyboard.type('27')
    await page.keyboard.press('Tab')
    await page.keyboard.type('1958')
    await tabTo(page, group('gender').getByRole('radio').first())
    await page.keyboard.press('Space')
    await type('primaryPhoneNumber', '305-555-0199')
    await yesNo('enablePaperless', 'no')
    await type('permanentAddressLine1', '2100 SW 1st St')
    await type('city', 'Miami')
    await tabTo(page, field('state'))
    await page.keyboard.type('FL')
    await type('zipcode', '33135')
    await next('otherCoverage')

    await type('medicareNumber', '5M67-NP8-QR90')
    for (const name of [
      'hasESRD',
      'enrolledStateMedicaid',
      'inLongTermCareFacility',
      'isVeteran',
      'otherInsurance',
      'doYouWork',
      'doesSpouseWork',
    ])
      await yesNo(name, 'no')
    await next('options')
    await tabTo(page, page.getByLabel(w('fields.newToMedicare')))
    await page.keyboard.press('Space')
    await next('signature')
    await tabTo(page, group('relationshipToPersonListed').getByRole('radio').first())
    await page.keyboard.press('Space')
    await type('signature', 'Marisol Reyes')
    await next('payment')
    await next('review')
    await expect(page.locator('main')).toContainText('Marisol')
    await tabTo(page, page.getByRole('button', { name: w('buttons.submit'), exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.thanks)
    await expectNoAxeViolations(page)
  })
}

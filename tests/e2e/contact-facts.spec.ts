import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'
import { ENGLISH, SPANISH, Wizard } from './enrollment-helpers'

// One set of contact facts, and focus that stays visible on an error.
const LANGS = [
  {
    lang: 'en',
    w: ENGLISH,
    form: '/enroll-2026/?plan=ceiba-core-hmo-miami-2026&step=personal',
    documents: '/find-plan-documents/',
    printed: 'Need a printed copy?',
    callError: '/call-scheduled-error/',
  },
  {
    lang: 'es',
    w: SPANISH,
    form: '/es/inscribirse-2026/?plan=ceiba-core-hmo-miami-2026&step=datos-personales',
    documents: '/es/encontrar-plan-docs/',
    printed: '¿Necesita una copia impresa?',
    callError: '/es/programacion-de-llamada-error/',
  },
] as const

for (const c of LANGS) {
  test(`an invalid field keeps the 3 px blue focus ring, not a red one (${c.lang})`, async ({
    page,
  }) => {
    const w = new Wizard(page, c.w)
    await page.goto(c.form)
    await expect(w.field('firstName')).toBeVisible()
    await page.getByRole('button', { name: c.w('buttons.next'), exact: true }).click()
    await expect(w.field('firstName')).toHaveAttribute('aria-invalid', 'true')
    const first = w.field('firstName')
    await first.focus()
    await expect(first).toBeFocused()
    await expect(first).toHaveCSS('outline-color', 'rgb(29, 78, 216)')
    await expect(first).toHaveCSS('outline-width', '3px')
  })

  test(`"Need a printed copy?" gives the settings number, tap-to-call, and the call bar's hours (${c.lang})`, async ({
    page,
  }) => {
    await page.goto(c.documents)
    const block = page.locator('.contact-block').filter({ hasText: c.printed })
    await expect(block.locator('a[href="tel:+18005550123"]')).toBeVisible()
    const barHours = await page.locator('.call-bar__hours').textContent()
    expect(barHours?.trim()).toBeTruthy()
    await expect(block.locator('.contact-block__hours')).toHaveText(barHours!.trim())
    await expectNoAxeViolations(page)
  })

  test(`the call-error page states the same hours as the call bar (${c.lang})`, async ({
    page,
  }) => {
    await page.goto(c.callError)
    const barHours = (await page.locator('.call-bar__hours').textContent())?.trim()
    expect(barHours).toBeTruthy()
    const main = page.locator('main')
    await expect(main.locator('.contact-block__hours')).toHaveText(barHours!)
    await expect(main.locator('a[href="tel:+18005550123"]')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

test('the style guide shows every slice variation under a heading naming it', async ({ page }) => {
  await page.goto('/style-guide/')
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible()
  for (const name of ['Hero: ZIP entry', 'QuoteOrStats: Stats', 'AlertOrDisclaimer: Disclaimer', 'VendorList: Default']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.locator('[data-slice-type]')).toHaveCount(await page.locator('.style-guide__entry').count())
  await page.getByRole('button', { name: /^Play video:/ }).waitFor()
  await expectNoAxeViolations(page)
})

const cases = [
  { lang: 'en', path: '/dental/', heading: 'Dental care that is part of your plan', question: 'Do I need a referral to see a dentist?', answer: 'without a referral', simulator: 'Slice simulator' },
  { lang: 'es', path: '/es/beneficios-dentales/', heading: 'Atención dental incluida en su plan', question: '¿Necesito un referido para ver a un dentista?', answer: 'sin referido', simulator: 'Slice simulator' },
] as const

for (const c of cases) {
  test(`a benefit page built from slices opens its FAQ from the keyboard (${c.lang})`, async ({ page }) => {
    await page.goto(c.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading)
    await expect(page.getByRole('table')).toBeVisible()
    const question = page.locator('summary', { hasText: c.question })
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(c.answer)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('the slice simulator explains itself when opened outside Slice Machine', async ({ page }) => {
  await page.goto('/slice-simulator/')
  await expect(page.getByRole('heading', { level: 1, name: 'Slice simulator' })).toBeVisible()
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
})

import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoAxeViolations } from './axe'

// The Extra Help question (finder and care list) and the Medicare Prescription Payment
// Plan's monthly bills beside each plan's estimate.
const cases = [
  {
    lang: 'en',
    questions: '/find-a-plan/?zip=33101&county=12086',
    extraHelp: 'Do you get Extra Help with your Medicare drug costs?',
    apply: 'Apply for Extra Help at Social Security (ssa.gov)',
    yes: 'Yes',
    no: 'No',
    unsure: 'Not sure',
    submit: 'Show plans',
    careList: 'My care list',
    // Each plan's region is named with its plan (axe landmark-unique): 'Your drugs and doctors on Ceiba Core HMO'.
    fitHeading: /^Your drugs and doctors on Ceiba /,
    answerSentence: 'You said you get Extra Help, so these drug costs use it',
    dsnpSentence: 'Nearly everyone on this plan gets Extra Help with their Medicaid',
    perMonth: /Lipitor: Covered · Tier \d · \$([\d.]+) a month/,
    summary:
      /With the Medicare Prescription Payment Plan from January: a first bill of \$[\d,.]+, at most \$[\d,.]+ a month, and the same \$([\d,.]+) in the year for covered drugs\./,
    paymentPlan: 'Your monthly bills with the Medicare Prescription Payment Plan',
    caption: 'Covered drug costs in 2026, month by month, with and without the payment plan',
    total: 'In the year',
    pharmacyQuestion: 'Where do you fill your prescriptions?',
    mailOrder: 'Mail order',
    standardUsed:
      'Drug costs at a standard retail pharmacy. Do you use a preferred retail pharmacy, a standard retail pharmacy or mail order?',
    mailUsed: 'Drug costs by mail order.',
  },
  {
    lang: 'es',
    questions: '/es/encontrar-un-plan/?zip=33101&county=12086',
    extraHelp: '¿Recibe Ayuda Adicional para pagar sus medicamentos de Medicare?',
    apply: 'Solicite la Ayuda Adicional en el Seguro Social (ssa.gov)',
    yes: 'Sí',
    no: 'No',
    unsure: 'No estoy seguro',
    submit: 'Mostrar planes',
    careList: 'Mi lista de atención',
    fitHeading: /^Sus medicamentos y médicos en Ceiba /,
    answerSentence:
      'Usted dijo que recibe Ayuda Adicional, por eso estos costos de medicamentos la usan',
    dsnpSentence: 'Casi todos los miembros de este plan reciben Ayuda Adicional con su Medicaid',
    perMonth: /Lipitor: Cubierto · Nivel \d · \$([\d.]+) al mes/,
    summary:
      /Con el Plan de Pagos de Medicamentos Recetados de Medicare desde enero: una primera factura de \$[\d,.]+, como máximo \$[\d,.]+ al mes, y el mismo total de \$([\d,.]+) en el año por los medicamentos cubiertos\./,
    paymentPlan:
      'Sus facturas mensuales con el Plan de Pagos de Medicamentos Recetados de Medicare',
    caption: 'Costos de medicamentos cubiertos en 2026, mes por mes, con y sin el plan de pagos',
    total: 'En el año',
    pharmacyQuestion: '¿Dónde surte sus recetas?',
    mailOrder: 'Pedido por correo',
    standardUsed:
      'Costos de medicamentos en una farmacia minorista estándar. ¿Usa una farmacia minorista preferida, una farmacia minorista estándar o pedidos por correo?',
    mailUsed: 'Costos de medicamentos por pedido por correo.',
  },
] as const

/** A care list as this browser keeps it (care-list.ts): Lipitor and Lantus, 30-day fills by default. */
async function withCareList(page: Page, days: 30 | 90 = 30) {
  await page.addInitScript((days) => {
    if (window.localStorage.getItem('ceiba.myCare.v1')) return
    window.localStorage.setItem(
      'ceiba.myCare.v1',
      JSON.stringify({
        drugs: [
          { id: 'lipitor', name: 'Lipitor', days },
          { id: 'lantus', name: 'Lantus', days: 30 },
        ],
        providers: [],
        pharmacy: null,
      }),
    )
  }, days)
}

const amount = (text: string) => Number(text.replace(/[$,]/g, ''))

for (const c of cases) {
  test(`Extra Help asked in the finder and the care list changes every plan's drug costs (${c.lang}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await withCareList(page)
    const bodies: Array<Record<string, unknown>> = []
    page.on('request', (request) => {
      if (request.url().includes('/api/plan-fit'))
        bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
    })
    await page.goto(c.questions)
    const question = page.getByRole('group', { name: c.extraHelp })
    await expect(question.getByRole('link', { name: c.apply })).toHaveAttribute(
      'href',
      'https://www.ssa.gov/medicare/part-d-extra-help',
    )
    await question.getByLabel(c.yes, { exact: true }).check()
    await page.getByRole('button', { name: c.submit }).click()

    const hmo = page
      .getByRole('article', { name: 'Ceiba Core HMO', exact: true })
      .getByRole('region', { name: c.fitHeading })
    await expect(hmo).toContainText(c.answerSentence)
    const lipitor = await hmo.getByRole('listitem').filter({ hasText: 'Lipitor:' }).innerText()
    // 2026 Extra Help: at most $12.65 a month for a brand drug.
    if (c.perMonth.test(lipitor))
      expect(Number(c.perMonth.exec(lipitor)![1])).toBeLessThanOrEqual(12.65)
    const dsnp = page
      .getByRole('article', { name: 'Ceiba Dual Choice D-SNP', exact: true })
      .getByRole('region', { name: c.fitHeading })
    await expect(dsnp).toContainText(c.dsnpSentence)
    expect(bodies.at(-1)).toMatchObject({ county: '12086', year: 2026, extraHelp: true })

    // The care list holds the same answer, and changing it there changes the estimate.
    const panel = page.getByRole('region', { name: c.careList })
    const panelQuestion = panel.getByRole('group', { name: c.extraHelp })
    await expect(panelQuestion.getByLabel(c.yes, { exact: true })).toBeChecked()
    await panelQuestion.getByLabel(c.no, { exact: true }).check()
    await expect(hmo).not.toContainText(c.answerSentence)
    // A No holds on a D-SNP too (a member whose only Medicaid help is QDWI has no Extra Help).
    await expect(dsnp).not.toContainText(c.dsnpSentence)
    expect(bodies.at(-1)).toMatchObject({ extraHelp: false })
    // Not sure: only the D-SNP assumes it.
    await panelQuestion.getByLabel(c.unsure, { exact: true }).check()
    await expect(dsnp).toContainText(c.dsnpSentence)
    await expect(hmo).not.toContainText(c.answerSentence)
    expect(bodies.at(-1)).not.toHaveProperty('extraHelp')
    await panelQuestion.getByLabel(c.no, { exact: true }).check()
    await expect(dsnp).not.toContainText(c.dsnpSentence)

    // Remembered in this browser: a reload keeps the answer.
    await page.reload()
    await expect(
      page
        .getByRole('region', { name: c.careList })
        .getByRole('group', { name: c.extraHelp })
        .getByLabel(c.no, { exact: true }),
    ).toBeChecked()
    await expectNoAxeViolations(page)
  })

  test(`the payment plan's monthly bills beside a plan's estimate add up to the same year (${c.lang}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await withCareList(page)
    await page.goto(`${c.questions}&view=all`)
    const fit = page
      .getByRole('article', { name: 'Ceiba Core HMO', exact: true })
      .getByRole('region', { name: c.fitHeading })
    await expect(fit).toContainText(c.summary)
    const total = amount(c.summary.exec(await fit.innerText())![1]!)
    await fit.getByText(c.paymentPlan).click()
    const table = fit.getByRole('table', { name: c.caption })
    await expect(table).toBeVisible()
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(12)
    const cells = async (column: number) =>
      (await rows.locator(`td:nth-of-type(${column})`).allInnerTexts()).map(amount)
    const pharmacy = await cells(1)
    const january = await cells(2)
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100
    expect(sum(pharmacy)).toBe(total)
    expect(sum(january)).toBe(total)
    // January's bill: the lesser of January's costs and the $2,100 cap spread over 12 months.
    expect(january[0]).toBe(Math.min(pharmacy[0]!, 175))
    const footer = table.locator('tfoot tr')
    await expect(footer.getByRole('rowheader')).toHaveText(c.total)
    await expectNoAxeViolations(page)
  })
}

for (const c of cases) {
  test(`the estimate uses the chosen kind of pharmacy and says which (${c.lang}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await withCareList(page, 90)
    const bodies: Array<Record<string, unknown>> = []
    page.on('request', (request) => {
      if (request.url().includes('/api/plan-fit'))
        bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
    })
    await page.goto(`${c.questions}&view=all`)
    const fit = page
      .getByRole('article', { name: 'Ceiba Core HMO', exact: true })
      .getByRole('region', { name: c.fitHeading })
    await expect(fit).toContainText(c.standardUsed)
    const drugCost = async () =>
      amount((await fit.locator('.care-fit__estimate strong').innerText()).split(' ')[0]!)
    const standard = await drugCost()
    await page
      .getByRole('region', { name: c.careList })
      .getByRole('group', { name: c.pharmacyQuestion })
      .getByLabel(c.mailOrder, { exact: true })
      .check()
    await expect(fit).toContainText(c.mailUsed)
    await expect(fit).not.toContainText(c.standardUsed)
    expect(bodies.at(-1)).toMatchObject({ pharmacy: 'mailOrder' })
    // A 90-day fill by mail order costs less than at a standard retail pharmacy on this plan.
    await expect.poll(drugCost).toBeLessThan(standard)
    await expectNoAxeViolations(page)
  })
}

// @vitest-environment jsdom
import axe from 'axe-core'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { plans } from '../../../tests/fixtures/plans'
import { renderWithRouter } from '../../../tests/support/render-with-router'
import { ComparisonTable } from './comparison-table'

afterEach(cleanup)

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

describe('ComparisonTable', () => {
  it('is a captioned table with a header for every plan and benefit, in a focusable labelled region', async () => {
    const { container } = await renderWithRouter(
      <ComparisonTable
        plans={plans.slice(0, 3)}
        lang="en"
        caption="Plans in Orleans Parish, LA for 2026, compared"
      />,
      'en',
    )
    const region = await screen.findByRole('region', { name: /Plan comparison table/ })
    expect(region).toHaveProperty('tabIndex', 0)
    const table = within(region).getByRole('table', {
      name: 'Plans in Orleans Parish, LA for 2026, compared',
    })
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(columns).toEqual([
      'Benefit',
      'Ceiba Core HMO',
      'Ceiba Premium PPO',
      'Ceiba Dual Choice D-SNP',
    ])
    const premium = within(table).getByRole('rowheader', { name: 'Monthly premium' }).closest('tr')
    expect(
      within(premium!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$0', '$39', '$0'])
    const stars = within(table).getByRole('rowheader', { name: 'CMS star rating' }).closest('tr')
    expect(stars?.textContent).toContain('4.5 out of 5 stars')
    expect(
      within(table).getByRole('link', { name: 'Join Ceiba Premium PPO' }).getAttribute('href'),
    ).toMatch(/^\/enroll\/ceiba-premium-ppo-new-orleans-2026\/?$/)
    const results = await axe.run(container, { runOnly: { type: 'tag', values: WCAG } })
    expect(results.violations.map((v) => v.id)).toEqual([])
  })

  it('says the period of every amount', async () => {
    await renderWithRouter(
      <ComparisonTable plans={plans.slice(0, 2)} lang="en" caption="Compared" />,
      'en',
    )
    const table = await screen.findByRole('table', { name: 'Compared' })
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent)
    expect(row('Over-the-counter allowance')).toEqual(['$75 every quarter', '$75 every quarter'])
    expect(row('Maximum out-of-pocket, in network')).toEqual(['$4,900 a year', '$5,900 a year'])
    expect(row('Drug deductible')).toEqual(['$0 a year', '$0 a year'])
    expect(row('Dental coverage, each year')).toEqual(['$2,000 a year', '$2,000 a year'])
    expect(row('Food and home card')).toEqual(['None', 'None'])
  })

  it('composes Spanish phrases that agree with their row in gender', async () => {
    // A D-SNP (food card, no giveback) beside the medical-only HMO (giveback, no drugs, no food card).
    await renderWithRouter(
      <ComparisonTable plans={[plans[2]!, plans[5]!]} lang="es" caption="Comparación" />,
      'es',
    )
    const table = await screen.findByRole('table', { name: 'Comparación' })
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent)
    expect(row('Tarjeta para alimentos y vivienda')).toEqual(['$150 al mes', 'Ninguna'])
    expect(row('Reembolso de la Parte B')).toEqual(['Ninguno', '$125 de vuelta al mes'])
    expect(row('Deducible de medicamentos')).toEqual(['$0 al año', 'No incluido'])
    expect(row('Cobertura de medicamentos recetados')).toEqual(['Incluida', 'No incluida'])
    expect(row('Asignación para productos de venta libre')).toEqual([
      '$75 cada trimestre',
      '$75 cada trimestre',
    ])
  })

  it('speaks Spanish with Spanish join links', async () => {
    await renderWithRouter(
      <ComparisonTable plans={plans.slice(5)} lang="es" caption="Comparación" />,
      'es',
    )
    const table = await screen.findByRole('table', { name: 'Comparación' })
    expect(
      within(table)
        .getByRole('rowheader', { name: 'Cobertura de medicamentos recetados' })
        .closest('tr')?.textContent,
    ).toContain('No incluida')
    expect(
      within(table)
        .getByRole('link', { name: 'Inscribirse en Ceiba Medical Only HMO' })
        .getAttribute('href'),
    ).toMatch(/^\/es\/inscribirse\/ceiba-medical-only-hmo-new-orleans-2026\/?$/)
  })
})
